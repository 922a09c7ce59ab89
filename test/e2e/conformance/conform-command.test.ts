import { CHECKS } from "../../../src/conformance";
import { captureConform } from "./capture-conform";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../../../src/cli/main";
import { UsageError } from "../../../src/cli/usage-error";
import type { ServerHandle } from "../../../src/node/start-server";
import { testWorldHandler } from "../../conformance/broken/mock-handlers";
import { V2_BREAKAGES } from "../../conformance/broken/rule-breakages";
import {
  startBrokenServer,
  type ListeningServer,
} from "../../conformance/broken/start-broken-server";
import { startMock } from "../../conformance/helpers/start-mock";
import { runCli } from "../helpers/cli-process";

// Each test starts servers and whole conformance runs: a budget that holds on a busy 2-core
// machine, not jest's 5 s default.
jest.setTimeout(120_000);

let mock: ServerHandle;
let broken: ListeningServer;
let dir: string;
beforeAll(async () => {
  mock = await startMock();
  const server = V2_BREAKAGES.find((b) => b.rules[0] === "v2.paging.flags");
  if (server === undefined) throw new Error("no flags breakage");
  broken = await startBrokenServer(testWorldHandler(), server.make());
  dir = await mkdtemp(join(tmpdir(), "conform-"));
});
afterAll(async () => {
  await broken.close();
  await mock.close();
  await rm(dir, { recursive: true, force: true });
});

describe("occurrence-contract conform", () => {
  test("a conforming server: exit 0 and the console report on stdout", async () => {
    const { command, out } = captureConform();
    expect(await command.run(["--base-url", mock.url, "--seed", "3"])).toBe(0);
    expect(out()).toContain(`CONFORMS: ${CHECKS.length} witnessed, 0 unwitnessed, 0 failed`);
  });

  test("a broken server: exit 1, the failing check named with a curl", async () => {
    const { command, out } = captureConform();
    expect(await command.run(["--base-url", broken.url, "--seed", "3"])).toBe(1);
    expect(out()).toMatch(
      /✗ v2\.paging\.flags[\s\S]*hasNextPage is wrong[\s\S]*repeat: {3}curl -sS -g '/,
    );
  });

  test("an unreachable server: exit 2 and one line on stderr", async () => {
    const { command, out, err } = captureConform();
    expect(await command.run(["--base-url", "http://127.0.0.1:1"])).toBe(2);
    expect(err()).toBe(
      "occurrence-contract conform: cannot reach http://127.0.0.1:1: the port is one fetch refuses to use (a 'bad port')\n",
    );
    expect(out()).toBe("");
    const refused = captureConform();
    expect(await refused.command.run(["--base-url", "http://127.0.0.1:59997"])).toBe(2);
    expect(refused.err()).toMatch(
      /^occurrence-contract conform: cannot reach http:\/\/127\.0\.0\.1:59997: ECONNREFUSED/,
    );
  });

  test.each([
    [[], "--base-url URL is required"],
    [["--base-url", "ftp://x"], '--base-url must be an http(s) URL, got "ftp://x"'],
    [["--base-url", "http://x", "--email", "a"], "--email and --password go together"],
    [["--base-url", "http://x", "--api", "v3"], '--api must be one of v1, v2, all, got "v3"'],
    [
      ["--base-url", "http://x", "--max-requests", "5"],
      "--max-requests must be from 10 to ∞, got 5",
    ],
    [
      ["--base-url", "http://x", "--reporter", "json", "--reporter", "junit"],
      "2 reporters need --out FOLDER, one file each",
    ],
  ])("bad usage %j -> UsageError: %s", async (argv, message) => {
    await expect(captureConform().command.run(argv)).rejects.toThrow(new UsageError(message));
  });

  test("an unknown flag is a UsageError naming it", async () => {
    const run = captureConform().command.run(["--base-url", "http://x", "--bogus"]);
    await expect(run).rejects.toThrow(UsageError);
    await expect(captureConform().command.run(["--bogus"])).rejects.toThrow("unknown flag --bogus");
  });

  test("main prints a usage error on one line and exits 2", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(await main(["conform", "--base-url", "nope"])).toBe(2);
      expect(spy.mock.calls).toEqual([
        ['occurrence-contract conform: --base-url must be an http(s) URL, got "nope"'],
      ]);
    } finally {
      spy.mockRestore();
    }
  });

  test("--reporter json alone: JSON on stdout, the summary on stderr", async () => {
    const { command, out, err } = captureConform();
    expect(
      await command.run([
        "--base-url",
        mock.url,
        "--seed",
        "3",
        "--reporter",
        "json",
        "--api",
        "v2",
        "--quiet",
      ]),
    ).toBe(0);
    expect((JSON.parse(out()) as { conforms: boolean }).conforms).toBe(true);
    expect(err()).toMatch(/^CONFORMS: /);
  });

  test("--out FILE for one reporter; --out FOLDER for several", async () => {
    const file = join(dir, "nested", "report.xml");
    const one = captureConform();
    expect(
      await one.command.run([
        "--base-url",
        broken.url,
        "--seed",
        "3",
        "--reporter",
        "junit",
        "--out",
        file,
      ]),
    ).toBe(1);
    expect(await readFile(file, "utf8")).toContain('<failure type="v2.paging.flags"');
    expect(one.out()).toContain(`report written to ${file}`);

    const folder = join(dir, "all");
    const several = captureConform();
    const argv = ["--base-url", mock.url, "--seed", "3", "--out", folder];
    expect(
      await several.command.run([
        ...argv,
        "--reporter",
        "console",
        "--reporter",
        "json",
        "--reporter",
        "junit",
        "--reporter",
        "html",
      ]),
    ).toBe(0);
    expect((await readdir(folder)).sort()).toEqual([
      "conformance-report.html",
      "conformance-report.json",
      "conformance-report.junit.xml",
      "conformance-report.txt",
    ]);
  });

  test("the installed binary: exit 2, one line, no stack trace", async () => {
    const result = await runCli(["conform", "--base-url", "http://127.0.0.1:59996"]);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^occurrence-contract conform: cannot reach .*ECONNREFUSED/),
    ]);
  }, 60_000);
});
