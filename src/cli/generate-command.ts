import type { Command } from "./command";
import { generateFixturesCommand } from "./generate-fixtures-command";
import { generateOpenapiCommand } from "./generate-openapi-command";
import { parseGeneratePlan, type GenerateSubcommand } from "./generate-plan";
import { UsageError } from "./usage-error";

/**
 * The subcommands of `generate`, by name. Each is a Command run with the arguments after its
 * name.
 */
const SUBCOMMANDS: Readonly<Record<GenerateSubcommand, Command>> = {
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
    const plan = parseGeneratePlan(argv);
    if (plan instanceof UsageError) throw plan;
    return SUBCOMMANDS[plan.subcommand].run(plan.argv);
  },
};
