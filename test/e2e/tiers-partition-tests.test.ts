import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { promisify } from "node:util";

/**
 * Every test file belongs to exactly one tier, and CI runs every tier: a file that no tier's
 * config reaches, or that two tiers both run, shows here (a folder added under test/ is the fast
 * tier's unless its config leaves it out; one left out by the fast tier needs a tier of its own).
 * The tiers are the project's `jest.*.config.js` files, each asked by jest itself which files it
 * runs (`jest --listTests`); how each is run is read from package.json's scripts.
 */
jest.setTimeout(120_000);

const ROOT = join(__dirname, "..", "..");
const JEST = join(ROOT, "node_modules", "jest", "bin", "jest.js");
const run = promisify(execFile);

/** A project path with `/` separators. */
const posix = (path: string): string => relative(ROOT, path).split(sep).join("/");

/** The tiers' configs: every `jest.<tier>.config.js` at the root but the shared options. */
const CONFIGS = readdirSync(ROOT)
  .filter((name) => /^jest\.[a-z0-9-]+\.config\.js$/.test(name) && name !== "jest.shared.config.js")
  .sort();

const SCRIPTS = (
  JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts;

/** Every `*.test.ts` under test/. */
function testFiles(dir = join(ROOT, "test")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith(".test.ts") ? [posix(path)] : [];
  });
}

/** The files jest runs under a config, as jest itself lists them. */
async function listed(config: string): Promise<string[]> {
  const { stdout } = await run(
    process.execPath,
    [JEST, "--config", config, "--listTests", "--json"],
    { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
  );
  return (JSON.parse(stdout) as string[]).map(posix).sort();
}

/**
 * How a config is run: the scripts that name it (`--config <file>`), the script that runs the
 * root config when its projects include it (`jest` alone), and the test files that run it as a
 * process of their own (`"--config", "<file>"`).
 */
function runners(config: string, files: readonly string[]): string[] {
  const projects = readFileSync(join(ROOT, "jest.config.js"), "utf8").includes(`"./${config}"`);
  const scripts = Object.entries(SCRIPTS)
    .filter(([, command]) =>
      command.includes(`--config ${config}`) ? true : projects && command.trim() === "jest",
    )
    .map(([name]) => `npm run ${name}`);
  const spawners = files.filter((file) =>
    readFileSync(join(ROOT, file), "utf8").includes(`"--config", "${config}"`),
  );
  return [...scripts, ...spawners];
}

describe("the test tiers", () => {
  const files = testFiles();
  let byConfig: Map<string, string[]>;
  beforeAll(async () => {
    byConfig = new Map();
    for (const config of CONFIGS) byConfig.set(config, await listed(config));
  });

  test("the tiers are the project's configs, and jest lists files for each", () => {
    expect(CONFIGS).toEqual(
      expect.arrayContaining([
        "jest.fast.config.js",
        "jest.e2e.config.js",
        "jest.servers.config.js",
      ]),
    );
    for (const config of CONFIGS)
      expect({ config, files: (byConfig.get(config) ?? []).length > 0 }).toEqual({
        config,
        files: true,
      });
    expect(byConfig.get("jest.e2e.config.js")).toContain("test/e2e/tiers-partition-tests.test.ts");
  });

  test("each test file is run by exactly one tier, and each file a tier runs is a test file", () => {
    const tiersOf = (file: string): string[] =>
      CONFIGS.filter((config) => byConfig.get(config)?.includes(file));
    const wrong = files.flatMap((file) => {
      const tiers = tiersOf(file);
      return tiers.length === 1 ? [] : [`${file}: ${tiers.length === 0 ? "none" : tiers.join()}`];
    });
    expect(wrong).toEqual([]);
    const strays = [...byConfig.values()].flat().filter((file) => !files.includes(file));
    expect(strays).toEqual([]);
  });

  test(".ci/run runs every tier: a script naming its config, or a file of a tier it runs", () => {
    const ci = readFileSync(join(ROOT, ".ci/run"), "utf8");
    const ranByCi = (runner: string): boolean =>
      runner.startsWith("npm run ")
        ? ci.includes(runner)
        : CONFIGS.some(
            (config) =>
              byConfig.get(config)?.includes(runner) &&
              runners(config, files).some(
                (outer) => outer.startsWith("npm run ") && ci.includes(outer),
              ),
          );
    const unrun = CONFIGS.filter((config) => !runners(config, files).some(ranByCi));
    expect(unrun).toEqual([]);
  });
});
