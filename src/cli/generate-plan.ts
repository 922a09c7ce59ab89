import { UsageError } from "./usage-error";

/** The subcommands of `generate`, in the order the help lists them. */
export const GENERATE_SUBCOMMANDS = ["fixtures", "openapi"] as const;
/** A subcommand of `generate`. */
export type GenerateSubcommand = (typeof GENERATE_SUBCOMMANDS)[number];

/** A `generate` command line: which subcommand, and the arguments after its name. */
export interface GeneratePlan {
  /** The subcommand named. */
  readonly subcommand: GenerateSubcommand;
  /** The arguments after the subcommand's name (its own plan reads them). */
  readonly argv: readonly string[];
}

/**
 * Reads which subcommand a `generate` command line names, running nothing. No name (or a flag
 * first) and an unknown name are UsageErrors that list the subcommands, as values.
 */
export function parseGeneratePlan(argv: readonly string[]): GeneratePlan | UsageError {
  const [name, ...rest] = argv;
  const names = GENERATE_SUBCOMMANDS.join(", ");
  if (name === undefined || name.startsWith("-")) {
    return new UsageError(`missing subcommand (one of: ${names})`);
  }
  const subcommand = GENERATE_SUBCOMMANDS.find((known) => known === name);
  if (subcommand === undefined) {
    return new UsageError(`unknown subcommand "${name}" (one of: ${names})`);
  }
  return { subcommand, argv: rest };
}
