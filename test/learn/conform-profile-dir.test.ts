import { copyFileSync, mkdirSync, readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { createConformCommand } from "../../src/cli/conform-command";
import { createLearnCommand } from "../../src/cli/learn-command";
import { inProcessFetch } from "../conformance/broken/in-process-fetch";
import { mockHandler } from "../conformance/broken/mock-handlers";
import { createTempDir } from "../validation/temp-dir";
import { ownMockSession } from "./own-mock-session";
import { recordHar, SESSION_BASE } from "./record-session";

const temp = createTempDir("conform-profile-dir");
afterAll(() => temp.remove());

const quiet = { write: (): boolean => true };
const KIT_DEPARTURES = join(__dirname, "..", "..", "schemas", "departures");

interface Report {
  readonly profile: string;
  readonly checks: readonly unknown[];
}

/**
 * conform against the mock serving the observed world (the real service's departures), in process.
 */
async function conform(argv: string[]): Promise<{ code: number; report: Report }> {
  let out = "";
  const stdout = { write: (text: string) => (out += text) };
  const fetch = inProcessFetch(mockHandler("small", "observed"));
  const command = createConformCommand({ stdout, stderr: quiet, fetch, env: {} });
  const base = ["--base-url", SESSION_BASE, "--seed", "3", "--reporter", "json"];
  const code = await command.run([...base, ...argv]);
  return { code, report: JSON.parse(out) as Report };
}

/** The known departures the findings name (`… (departures/transport-object)`). */
function departuresNamed(report: Report): Set<string> {
  const text = JSON.stringify(report.checks);
  return new Set([...text.matchAll(/\((departures\/[a-z0-9-]+)\)/g)].map((m) => m[1] ?? ""));
}

describe("conform --profile DIR: the spec plus the overlays in DIR", () => {
  test("a folder holding the departures a server shows makes conform accept it (exit 0)", async () => {
    const dir = join(temp.dir, "kit-copy");
    mkdirSync(dir);
    for (const file of readdirSync(KIT_DEPARTURES))
      copyFileSync(join(KIT_DEPARTURES, file), join(dir, basename(file)));
    const { code, report } = await conform(["--profile", dir]);
    expect(report.profile).toBe(dir);
    expect(code).toBe(0);
  });

  test("the departures learned from a capture are accepted: conform names none of them, where under spec it names them", async () => {
    const observed = mockHandler("small", "observed");
    const har = temp.write(
      "observed.har",
      await recordHar(observed, await ownMockSession(observed)),
    );
    const dir = join(temp.dir, "learned");
    await createLearnCommand({ stdout: quiet, stderr: quiet }).run([
      har,
      "--write-departures",
      dir,
    ]);
    const learned = readdirSync(dir).map((file) => `departures/${basename(file, ".json")}`);
    expect(learned.length).toBeGreaterThan(0);
    const spec = departuresNamed((await conform([])).report);
    const folder = departuresNamed((await conform(["--profile", dir])).report);
    expect(learned.filter((name) => spec.has(name)).length).toBeGreaterThan(0);
    expect(learned.filter((name) => folder.has(name))).toEqual([]);
  });

  test("a --profile that is neither spec, observed nor a folder is one line naming it", async () => {
    await expect(conform(["--profile", join(temp.dir, "missing")])).rejects.toThrow(
      /^--profile must be spec, observed or a folder of overlays, got ".*missing"$/,
    );
  });
});
