import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, sep } from "node:path";

/**
 * Every test file belongs to exactly one tier, and CI runs every tier: a file that no config's
 * roots reach, or that two tiers both run, shows here (a folder added under test/ is the fast
 * tier's unless its config leaves it out; one left out by the fast tier needs a tier of its own).
 */
const ROOT = join(__dirname, "..", "..");

/** Loads a config as jest does (plain CommonJS, outside jest's module registry). */
const load = createRequire(__filename);

interface TierConfig {
  readonly roots: readonly string[];
  readonly testPathIgnorePatterns?: readonly string[];
}

/** The tiers' configs by name, and how each is run. */
const TIERS: readonly (readonly [name: string, config: string, runBy: string])[] = [
  ["fast", "jest.fast.config.js", "npm run test:all"],
  ["e2e", "jest.e2e.config.js", "npm run test:all"],
  ["servers", "jest.servers.config.js", "npm run test:servers"],
  ["browser", "jest.browser.config.js", "npm run test:browser"],
  // The conformance entry, pointed at the own mock by test/e2e/conformance/jest-entry.test.ts.
  ["conformance", "jest.conformance.config.js", "npm run test:all"],
];

/** Every `*.test.ts` under test/, relative to the project with `/` separators. */
function testFiles(dir = join(ROOT, "test")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith(".test.ts") ? [relative(ROOT, path).split(sep).join("/")] : [];
  });
}

/** Whether a tier's config runs a file: under one of its roots, and no ignore pattern matches. */
function runs(config: TierConfig, file: string): boolean {
  const absolute = join(ROOT, file);
  const roots = config.roots.map((root) => root.replace("<rootDir>", ROOT));
  return (
    roots.some((root) => absolute.startsWith(root + sep)) &&
    !(config.testPathIgnorePatterns ?? []).some((pattern) => new RegExp(pattern).test(absolute))
  );
}

describe("the test tiers", () => {
  const configs = TIERS.map(
    ([name, file]) => [name, load(join(ROOT, file)) as TierConfig] as const,
  );
  const files = testFiles();

  test("the walk finds the tiers' files", () => {
    expect(files).toEqual(
      expect.arrayContaining([
        "test/setup/tiers-partition-tests.test.ts",
        expect.stringMatching(/^test\/e2e\//),
        expect.stringMatching(/^test\/servers\//),
        expect.stringMatching(/^test\/browser\//),
      ]),
    );
  });

  test("each test file is run by exactly one tier", () => {
    const wrong = files.flatMap((file) => {
      const tiers = configs.filter(([, config]) => runs(config, file)).map(([name]) => name);
      return tiers.length === 1 ? [] : [`${file}: ${tiers.length === 0 ? "none" : tiers}`];
    });
    expect(wrong).toEqual([]);
  });

  test("npm run test:all runs the fast and end-to-end tiers; .ci/run runs every tier's command", () => {
    const all = load(join(ROOT, "jest.config.js")) as { projects: { displayName: string }[] };
    expect(all.projects.map((project) => project.displayName)).toEqual(["fast", "e2e"]);
    const ci = readFileSync(join(ROOT, ".ci/run"), "utf8");
    for (const [, , runBy] of TIERS) expect(ci).toContain(runBy);
  });
});
