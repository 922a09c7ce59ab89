import type { Command } from "./command";
import { generateFixturesCommand } from "./generate-fixtures-command";
import { generateOpenapiCommand } from "./generate-openapi-command";
import { UsageError } from "./usage-error";

/**
 * The subcommands of `generate`, by name. Each is a Command run with the arguments after its
 * name.
 */
const SUBCOMMANDS: Readonly<Record<string, Command>> = {
  fixtures: generateFixturesCommand,
  openapi: generateOpenapiCommand,
};

function subcommandList(): string {
  return Object.entries(SUBCOMMANDS)
    .map(([name, command]) => `  ${name.padEnd(10)} ${command.summary}`)
    .join("\n");
}

/** `occurrence-contract generate <subcommand>`: writes artefacts derived from the schemas. */
export const generateCommand: Command = {
  summary: "Generate artefacts: fixtures (a seeded world as JSON), openapi (the OpenAPI document)",
  get usage() {
    return [
      "usage: occurrence-contract generate <subcommand> [flags]",
      "",
      "subcommands:",
      subcommandList(),
      ...Object.values(SUBCOMMANDS).map((command) => `\n${command.usage}`),
    ].join("\n");
  },
  async run(argv) {
    const [name, ...rest] = argv;
    if (name === undefined || name.startsWith("-")) {
      throw new UsageError(`missing subcommand (one of: ${Object.keys(SUBCOMMANDS).join(", ")})`);
    }
    const subcommand = SUBCOMMANDS[name];
    if (subcommand === undefined) {
      throw new UsageError(
        `unknown subcommand "${name}" (one of: ${Object.keys(SUBCOMMANDS).join(", ")})`,
      );
    }
    return subcommand.run(rest);
  },
};
