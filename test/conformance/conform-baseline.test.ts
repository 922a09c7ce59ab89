import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createConformCommand } from "../../src/cli/conform-command";
import { runMain } from "../cli/helpers/run-main";
import { createApp } from "../../src/node/create-app";
import { startServer, type ServerHandle } from "../../src/node/start-server";
import { toObservedWorld } from "../../src/world/to-observed-world";
import { V2_BREAKAGES } from "./helpers/breakages";
import { startBrokenServer, type BrokenServer } from "./helpers/start-broken-server";
import { testWorld } from "./helpers/start-mock";

function capture() {
  const out: string[] = [];
  const command = createConformCommand({
    stdout: { write: (t: string) => out.push(t) },
    stderr: { write: () => true, isTTY: false },
  });
  return { command, out: () => out.join("") };
}

let observed: ServerHandle;
let broken: BrokenServer;
let dir: string;
beforeAll(async () => {
  const app = createApp({ world: toObservedWorld(testWorld()) });
  observed = await startServer(app, { port: 0, host: "127.0.0.1", closeGraceMs: 100 });
  const breakage = V2_BREAKAGES.find((b) => b.expected === "v2.paging.flags");
  if (breakage === undefined) throw new Error("no flags breakage");
  broken = await startBrokenServer(observed.url, breakage);
  dir = await mkdtemp(join(tmpdir(), "conform-baseline-"));
}, 60_000);
afterAll(async () => {
  await broken.close();
  await observed.close();
  await rm(dir, { recursive: true, force: true });
});

describe("conform --profile against a production-shaped server", () => {
  test("--profile observed: exit 0", async () => {
    const { command, out } = capture();
    expect(
      await command.run(["--base-url", observed.url, "--seed", "3", "--profile", "observed"]),
    ).toBe(0);
    expect(out()).toContain("CONFORMS");
  }, 120_000);

  test("--profile spec: exit 1, v2.schema failing with the known departures named", async () => {
    const { command, out } = capture();
    expect(await command.run(["--base-url", observed.url, "--seed", "3"])).toBe(1);
    expect(out()).toMatch(/✗ v2\.schema[\s\S]*known departure of the real service/);
  }, 120_000);

  test("an unknown profile is one line naming the flag, exit 2", async () => {
    const { code, errors } = await runMain([
      "conform",
      "--base-url",
      observed.url,
      "--profile",
      "prod",
    ]);
    expect(code).toBe(2);
    expect(errors).toEqual([expect.stringMatching(/--profile must be one of spec, observed/)]);
  });
});

describe("conform --baseline / --write-baseline", () => {
  test("today's findings accepted; a new finding still fails", async () => {
    const file = join(dir, "baseline.json");
    const first = capture();
    expect(
      await first.command.run([
        "--base-url",
        observed.url,
        "--seed",
        "3",
        "--write-baseline",
        file,
      ]),
    ).toBe(0);
    const saved = JSON.parse(await readFile(file, "utf8")) as {
      command: string;
      accepted: string[];
    };
    expect(saved.command).toBe("conform");
    expect(saved.accepted.some((key) => key.startsWith("v2.schema "))).toBe(true);

    const again = capture();
    expect(
      await again.command.run(["--base-url", observed.url, "--seed", "4", "--baseline", file]),
    ).toBe(0);
    expect(again.out()).toMatch(/finding\(s\) accepted by the baseline/);

    const fresh = capture();
    expect(
      await fresh.command.run(["--base-url", broken.url, "--seed", "3", "--baseline", file]),
    ).toBe(1);
    expect(fresh.out()).toMatch(/✗ v2\.paging\.flags/);
  }, 240_000);

  test("a malformed baseline file is one line naming the flag, exit 2, before any request", async () => {
    const file = join(dir, "bad.json");
    await writeFile(file, '{"version": 1, "command": "validate", "accepted": []}');
    const { code, errors } = await runMain([
      "conform",
      "--base-url",
      "http://127.0.0.1:1",
      "--baseline",
      file,
    ]);
    expect(code).toBe(2);
    expect(errors).toEqual([
      expect.stringMatching(/--baseline .*bad\.json: a baseline of "validate", not of conform/),
    ]);
  });
});
