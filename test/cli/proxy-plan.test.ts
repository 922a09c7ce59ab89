import { parseProxyPlan, type ProxyPlan } from "../../src/cli/proxy-plan";
import { UsageError } from "../../src/cli/usage-error";

const UPSTREAM = ["--upstream", "http://127.0.0.1:3000"];

function planOf(argv: readonly string[]): ProxyPlan {
  const plan = parseProxyPlan(argv);
  if (plan instanceof UsageError) throw new Error(`unexpected UsageError: ${plan.message}`);
  return plan;
}

function messageOf(argv: readonly string[]): string {
  const plan = parseProxyPlan(argv);
  return plan instanceof UsageError ? plan.message : "no UsageError";
}

describe("parseProxyPlan: only --upstream -> every default (nothing listens)", () => {
  test("the defaults of proxy", () => {
    expect(planOf(UPSTREAM)).toEqual({
      upstream: new URL("http://127.0.0.1:3000"),
      port: 8080,
      host: "127.0.0.1",
      strict: false,
      timeoutMs: 30_000,
      maxBody: 32 * 1024 * 1024,
    });
  });
});

describe("parseProxyPlan: each flag sets its part of the plan", () => {
  test.each<[string, string[], Partial<Record<keyof ProxyPlan, unknown>>]>([
    [
      "--upstream with a path prefix",
      ["--upstream", "https://api.example.org/prefix"],
      { upstream: new URL("https://api.example.org/prefix") },
    ],
    ["--port 0 -> any free port", [...UPSTREAM, "--port", "0"], { port: 0 }],
    ["--host ::1", [...UPSTREAM, "--host", "::1"], { host: "::1" }],
    ["--record FILE.har", [...UPSTREAM, "--record", "x.har"], { record: "x.har" }],
    ["--strict", [...UPSTREAM, "--strict"], { strict: true }],
    ["--timeout 500", [...UPSTREAM, "--timeout", "500"], { timeoutMs: 500 }],
    ["--max-body 1", [...UPSTREAM, "--max-body", "1"], { maxBody: 1 }],
  ])("%s", (_name, argv, expected) => {
    expect(planOf(argv)).toMatchObject(expected);
  });

  test("no --record -> nothing recorded", () => {
    expect(planOf(UPSTREAM)).not.toHaveProperty("record");
  });
});

describe("parseProxyPlan: a bad command line -> the one-line UsageError as a value", () => {
  test.each<[string, string[], string]>([
    ["no --upstream", [], "--upstream URL is required"],
    [
      "--upstream not a URL",
      ["--upstream", "nope"],
      '--upstream must be an http or https URL, got "nope"',
    ],
    [
      "--upstream not http(s)",
      ["--upstream", "file:///etc"],
      '--upstream must be an http or https URL, got "file:///etc"',
    ],
    ["--port 65536", [...UPSTREAM, "--port", "65536"], "--port must be from 0 to 65535, got 65536"],
    ["--timeout 0", [...UPSTREAM, "--timeout", "0"], "--timeout must be from 1 to ∞, got 0"],
    ["--max-body 0", [...UPSTREAM, "--max-body", "0"], "--max-body must be from 1 to ∞, got 0"],
    ["--record with no value", [...UPSTREAM, "--record", ""], "--record needs a value"],
    ["a stray argument", [...UPSTREAM, "extra"], 'unexpected argument "extra"'],
  ])("%s", (_name, argv, message) => {
    expect(messageOf(argv)).toBe(message);
  });
});
