import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { captureConform } from "./capture-conform";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createConformCommand } from "../../../src/cli/conform-command";
import { runMain } from "../../cli/helpers/run-main";
import { createApp } from "../../../src/node/create-app";
import { startServer, type ServerHandle } from "../../../src/node/start-server";
import { toObservedWorld } from "../../../src/world/to-observed-world";
import { rewriting } from "../../conformance/broken/answers";
import { V2_BREAKAGES } from "../../conformance/broken/rule-breakages";
import {
  startBrokenServer,
  type ListeningServer,
} from "../../conformance/broken/start-broken-server";
import { testWorld } from "../../conformance/helpers/start-mock";
import { coreApp } from "../../server/helpers/core-app";

/** Every v2 occurrence answered says `policeAction: "yes"` (the spec's type: boolean). */
const POLICE_ACTION_TEXT = rewriting({
  rewriteAnswer(answer, request) {
    if (request.pathname !== "/api/v2/occurrences" || answer.status !== 200) return;
    const body = answer.body as { data?: unknown };
    if (!Array.isArray(body.data)) return;
    for (const item of body.data as Array<Record<string, unknown>>) item.policeAction = "yes";
  },
});

let observed: ServerHandle;
let broken: ListeningServer;
let policeText: ListeningServer;
let dir: string;
beforeAll(async () => {
  const world = toObservedWorld(testWorld());
  observed = await startServer(createApp({ world }), {
    port: 0,
    host: "127.0.0.1",
    closeGraceMs: 100,
  });
  const core = coreApp({ world }).handle;
  const server = V2_BREAKAGES.find((b) => b.rules[0] === "v2.paging.flags");
  if (server === undefined) throw new Error("no flags breakage");
  broken = await startBrokenServer(core, server.make());
  policeText = await startBrokenServer(core, POLICE_ACTION_TEXT);
  dir = await mkdtemp(join(tmpdir(), "conform-baseline-"));
}, 60_000);
afterAll(async () => {
  await broken.close();
  await policeText.close();
  await observed.close();
  await rm(dir, { recursive: true, force: true });
});

describe("conform --profile against a production-shaped server", () => {
  test("--profile observed: exit 0", async () => {
    const { command, out } = captureConform();
    expect(
      await command.run(["--base-url", observed.url, "--seed", "3", "--profile", "observed"]),
    ).toBe(0);
    expect(out()).toContain("CONFORMS");
  }, 120_000);

  test("--profile spec: exit 1, v2.schema failing with the known departures named", async () => {
    const { command, out } = captureConform();
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
    expect(errors).toEqual([
      expect.stringMatching(/--profile must be spec, observed or a folder of overlays, got "prod"/),
    ]);
  });
});

describe("conform --baseline / --write-baseline", () => {
  test("today's findings accepted; a new finding still fails", async () => {
    const file = join(dir, "baseline.json");
    const first = captureConform();
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
      version: number;
      command: string;
      accepted: Array<{ fingerprint: string }>;
    };
    expect([saved.version, saved.command]).toEqual([2, "conform"]);
    expect(saved.accepted.some((e) => e.fingerprint.startsWith("v2.schema GET "))).toBe(true);

    const again = captureConform();
    expect(
      await again.command.run(["--base-url", observed.url, "--seed", "4", "--baseline", file]),
    ).toBe(0);
    expect(again.out()).toMatch(/finding\(s\) accepted by the baseline/);

    const fresh = captureConform();
    expect(
      await fresh.command.run(["--base-url", broken.url, "--seed", "3", "--baseline", file]),
    ).toBe(1);
    expect(fresh.out()).toMatch(/✗ v2\.paging\.flags/);
  }, 240_000);

  test("a baseline entry accepts exactly its finding: another violation on the same endpoint fails", async () => {
    const file = join(dir, "departures.json");
    const said: string[] = [];
    const first = createConformCommand({
      stdout: { write: () => true },
      stderr: { write: (t: string) => said.push(t), isTTY: false },
    });
    const args = ["--base-url", observed.url, "--seed", "3"];
    expect(await first.run([...args, "--write-baseline", file])).toBe(0);
    const saved = JSON.parse(await readFile(file, "utf8")) as {
      accepted: Array<{ fingerprint: string; pointer?: string; keyword?: string }>;
    };
    const count = saved.accepted.length;
    expect(said.join("")).toContain(`baseline ${file} written: ${count} fingerprint(s)`);
    // Each entry names one place and keyword of v2.schema on one endpoint, never a message.
    expect(saved.accepted.every((e) => e.pointer !== undefined && e.keyword !== undefined)).toBe(
      true,
    );

    const fresh = captureConform();
    const code = await fresh.command.run([
      "--base-url",
      policeText.url,
      "--seed",
      "3",
      "--baseline",
      file,
      "--reporter",
      "json",
    ]);
    expect(code).toBe(1);
    const report = JSON.parse(fresh.out()) as {
      checks: Array<{ id: string; status: string; findings: Array<{ fingerprint: string }> }>;
      notes: string[];
    };
    const schema = report.checks.find((c) => c.id === "v2.schema");
    expect(schema?.status).toBe("failed");
    const left = new Set(schema?.findings.map((f) => f.fingerprint));
    expect([...left]).toEqual(["v2.schema GET /api/v2/occurrences /data/*/policeAction [type]"]);
    expect(report.notes.some((n) => /finding\(s\) accepted by the baseline/.test(n))).toBe(true);
  }, 240_000);

  test.each([
    [
      "a version-1 file: write it again",
      '{"version": 1, "command": "conform", "accepted": ["v2.schema x"]}',
      /--baseline .*\.json: a version-1 baseline .*write it again with --write-baseline$/,
    ],
    [
      "another command's file",
      '{"version": 2, "command": "validate", "accepted": []}',
      /--baseline .*\.json: a baseline of "validate", not of conform/,
    ],
  ])(
    "a baseline file that cannot be used (%s) is one line naming the flag, exit 2, before any request",
    async (what, text, message) => {
      const file = join(dir, `bad-${what.length}.json`);
      await writeFile(file, text);
      const { code, errors } = await runMain([
        "conform",
        "--base-url",
        "http://127.0.0.1:1",
        "--baseline",
        file,
      ]);
      expect(code).toBe(2);
      expect(errors).toEqual([expect.stringMatching(message)]);
    },
  );
});
