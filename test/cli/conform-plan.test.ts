import { parseConformPlan, type ConformPlan } from "../../src/cli/conform-plan";
import { UsageError } from "../../src/cli/usage-error";

const BASE = ["--base-url", "http://127.0.0.1:3000"];

function planOf(argv: readonly string[]): ConformPlan {
  const plan = parseConformPlan(argv);
  if (plan instanceof UsageError) throw new Error(`unexpected UsageError: ${plan.message}`);
  return plan;
}

function messageOf(argv: readonly string[]): string {
  const plan = parseConformPlan(argv);
  return plan instanceof UsageError ? plan.message : "no UsageError";
}

describe("parseConformPlan: only --base-url -> every default", () => {
  test("the defaults of conform", () => {
    const plan = planOf(BASE);
    expect(plan.conformance).toEqual({
      baseUrl: "http://127.0.0.1:3000",
      api: "all",
      maxRequests: 400,
      concurrency: 4,
      timeoutMs: 10_000,
      maxBodyBytes: 64 * 1024 * 1024,
      retryAfterCapMs: 30_000,
      deadlineMs: 300_000,
      strict: false,
      profile: "spec",
    });
    expect(plan.reports).toMatchObject({ reporters: ["console"] });
    expect(plan.reports.out).toBeUndefined();
    expect(plan.baselineFlags).toEqual({});
  });
});

describe("parseConformPlan: each flag sets its part of the plan", () => {
  test.each<[string, string[], Partial<Record<keyof ConformPlan, unknown>>]>([
    [
      "--base-url with trailing slashes -> without them",
      ["--base-url", "https://api.example.org/base//"],
      { conformance: expect.objectContaining({ baseUrl: "https://api.example.org/base" }) },
    ],
    ["--api v1", [...BASE, "--api", "v1"], { conformance: expect.objectContaining({ api: "v1" }) }],
    [
      "--token T",
      [...BASE, "--token", "T"],
      { conformance: expect.objectContaining({ token: "T" }) },
    ],
    [
      "--email and --password together",
      [...BASE, "--email", "e@x.org", "--password", "pw"],
      { conformance: expect.objectContaining({ email: "e@x.org", password: "pw" }) },
    ],
    ["--seed 7", [...BASE, "--seed", "7"], { conformance: expect.objectContaining({ seed: 7 }) }],
    [
      "--max-requests 10 (the least)",
      [...BASE, "--max-requests", "10"],
      { conformance: expect.objectContaining({ maxRequests: 10 }) },
    ],
    [
      "--concurrency 64 (the most)",
      [...BASE, "--concurrency", "64"],
      { conformance: expect.objectContaining({ concurrency: 64 }) },
    ],
    [
      "--timeout 100 -> milliseconds",
      [...BASE, "--timeout", "100"],
      { conformance: expect.objectContaining({ timeoutMs: 100 }) },
    ],
    [
      "--max-body 1024 -> bytes",
      [...BASE, "--max-body", "1024"],
      { conformance: expect.objectContaining({ maxBodyBytes: 1024 }) },
    ],
    [
      "--max-wait 5 -> seconds, as milliseconds",
      [...BASE, "--max-wait", "5"],
      { conformance: expect.objectContaining({ retryAfterCapMs: 5000 }) },
    ],
    [
      "--deadline 60 -> seconds, as milliseconds",
      [...BASE, "--deadline", "60"],
      { conformance: expect.objectContaining({ deadlineMs: 60_000 }) },
    ],
    ["--strict", [...BASE, "--strict"], { conformance: expect.objectContaining({ strict: true }) }],
    [
      "--profile observed",
      [...BASE, "--profile", "observed"],
      { conformance: expect.objectContaining({ profile: "observed" }) },
    ],
    [
      "--reporter json --out FILE",
      [...BASE, "--reporter", "json", "--out", "r.json"],
      { reports: expect.objectContaining({ reporters: ["json"], out: "r.json" }) },
    ],
    [
      "--reporter json twice -> once",
      [...BASE, "--reporter", "json", "--reporter", "json"],
      { reports: expect.objectContaining({ reporters: ["json"] }) },
    ],
    [
      "several reporters with --out FOLDER, in the order asked",
      [...BASE, "--reporter", "junit", "--reporter", "console", "--out", "dir"],
      { reports: expect.objectContaining({ reporters: ["junit", "console"], out: "dir" }) },
    ],
    [
      "--baseline and --write-baseline -> their paths, read by the run",
      [...BASE, "--baseline", "a.json", "--write-baseline", "b.json"],
      { baselineFlags: { baseline: "a.json", "write-baseline": "b.json" } },
    ],
  ])("%s", (_name, argv, expected) => {
    expect(planOf(argv)).toMatchObject(expected);
  });
});

describe("parseConformPlan: a bad command line -> the one-line UsageError as a value", () => {
  test.each<[string, string[], string]>([
    ["no --base-url", [], "--base-url URL is required"],
    [
      "--base-url not a URL",
      ["--base-url", "nope"],
      '--base-url must be an http(s) URL, got "nope"',
    ],
    [
      "--base-url not http(s)",
      ["--base-url", "ftp://x.org"],
      '--base-url must be an http(s) URL, got "ftp://x.org"',
    ],
    ["--api v3", [...BASE, "--api", "v3"], '--api must be one of v1, v2, all, got "v3"'],
    ["--email alone", [...BASE, "--email", "e@x.org"], "--email and --password go together"],
    ["--password alone", [...BASE, "--password", "pw"], "--email and --password go together"],
    ["--seed -1", [...BASE, "--seed", "-1"], "--seed must be from 0 to 2147483647, got -1"],
    [
      "--max-requests 9",
      [...BASE, "--max-requests", "9"],
      "--max-requests must be from 10 to ∞, got 9",
    ],
    [
      "--concurrency 65",
      [...BASE, "--concurrency", "65"],
      "--concurrency must be from 1 to 64, got 65",
    ],
    ["--timeout 99", [...BASE, "--timeout", "99"], "--timeout must be from 100 to ∞, got 99"],
    [
      "--max-body 1023",
      [...BASE, "--max-body", "1023"],
      "--max-body must be from 1024 to ∞, got 1023",
    ],
    ["--max-wait 1.5", [...BASE, "--max-wait", "1.5"], '--max-wait must be an integer, got "1.5"'],
    ["--deadline 0", [...BASE, "--deadline", "0"], "--deadline must be from 1 to ∞, got 0"],
    [
      "--profile real",
      [...BASE, "--profile", "real"],
      '--profile must be one of spec, observed, got "real"',
    ],
    [
      "--reporter html",
      [...BASE, "--reporter", "html"],
      '--reporter must be one of console, json, junit, got "html"',
    ],
    [
      "two reporters without --out",
      [...BASE, "--reporter", "json", "--reporter", "junit"],
      "2 reporters need --out FOLDER, one file each",
    ],
    ["a stray argument", [...BASE, "extra"], 'unexpected argument "extra"'],
    [
      "a bad --base-url is named before a lone --email",
      ["--base-url", "nope", "--email", "e@x.org"],
      '--base-url must be an http(s) URL, got "nope"',
    ],
  ])("%s", (_name, argv, message) => {
    expect(messageOf(argv)).toBe(message);
  });
});
