import { createConformCommand } from "../../src/cli/conform-command";
import { CONFORM_FLAGS } from "../../src/cli/conform-flags";
import { generateFixturesCommand } from "../../src/cli/generate-fixtures-command";
import { GENERATE_FIXTURES_FLAGS } from "../../src/cli/generate-fixtures-plan";
import { generateOpenapiCommand } from "../../src/cli/generate-openapi-command";
import { GENERATE_OPENAPI_FLAGS } from "../../src/cli/generate-openapi-plan";
import { createLearnCommand } from "../../src/cli/learn-command";
import { LEARN_FLAGS } from "../../src/cli/learn-plan";
import type { FlagSpecs } from "../../src/cli/parse-flags";
import { proxyCommand } from "../../src/cli/proxy-command";
import { PROXY_FLAGS } from "../../src/cli/proxy-plan";
import { serveCommand } from "../../src/cli/serve-command";
import { SERVE_FLAGS } from "../../src/cli/serve-flags";
import { createValidateCommand } from "../../src/cli/validate-command";
import { VALIDATE_FLAGS } from "../../src/cli/validate-plan";

// Every command's --help: its synopsis names each flag's value as the flags list does, the
// same kind of value the same way in every command (N a count, MS milliseconds, SECONDS…).

const COMMANDS: readonly [string, string, FlagSpecs][] = [
  ["conform", createConformCommand().usage, CONFORM_FLAGS],
  ["validate", createValidateCommand().usage, VALIDATE_FLAGS],
  ["learn", createLearnCommand().usage, LEARN_FLAGS],
  ["proxy", proxyCommand.usage, PROXY_FLAGS],
  ["serve", serveCommand.usage, SERVE_FLAGS],
  ["generate fixtures", generateFixturesCommand.usage, GENERATE_FIXTURES_FLAGS],
  ["generate openapi", generateOpenapiCommand.usage, GENERATE_OPENAPI_FLAGS],
];

/** The synopsis: the usage lines before the first blank line. */
const synopsisOf = (usage: string): string => usage.split("\n\n")[0] ?? "";

describe.each(COMMANDS)("%s --help", (name, usage, specs) => {
  test("has a flags heading over the flags list", () => {
    // generate openapi's help is being reworded elsewhere; its heading comes with that.
    if (name === "generate openapi") return;
    expect(usage).toMatch(/\n\nflags:\n {2}--/);
  });

  test("its synopsis names each value as the flags list does", () => {
    const synopsis = synopsisOf(usage);
    for (const [, flag, value] of synopsis.matchAll(/--([a-z-]+) ([A-Z][A-Za-z0-9.|:±-]*)/g)) {
      const spec = specs[flag ?? ""];
      expect([name, flag, spec === undefined ? "unknown flag" : value]).toEqual([
        name,
        flag,
        spec?.placeholder ?? value,
      ]);
    }
  });

  test("its synopsis lists every flag (serve: `[flags]`)", () => {
    const synopsis = synopsisOf(usage);
    if (name === "serve") return expect(synopsis).toContain("[flags]");
    const missing = Object.keys(specs).filter((flag) => !synopsis.includes(`--${flag}`));
    expect(missing).toEqual([]);
  });
});

test("one kind of value, one placeholder, across the commands", () => {
  const byFlag = new Map<string, Set<string>>();
  for (const [, , specs] of COMMANDS) {
    for (const [flag, spec] of Object.entries(specs)) {
      if (spec.placeholder === undefined) continue;
      byFlag.set(flag, (byFlag.get(flag) ?? new Set()).add(spec.placeholder));
    }
  }
  // --out is a folder to one command and a file to another: its placeholder says which.
  const differing = [...byFlag].filter(([flag, set]) => flag !== "out" && set.size > 1);
  expect(differing).toEqual([]);
  expect(byFlag.get("seed")).toEqual(new Set(["N"]));
  expect(byFlag.get("port")).toEqual(new Set(["N"]));
});
