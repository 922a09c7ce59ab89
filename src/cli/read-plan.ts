import {
  parseFlags,
  type FlagSpecs,
  type ParseFlagsOptions,
  type ParsedFlags,
} from "./parse-flags";
import { UsageError } from "./usage-error";

/**
 * Reads a command line into a plan: `argv` parsed against the command's flag specs
 * (parseFlags), then `read` checks what the specs cannot state and builds the plan. A
 * UsageError of either (thrown, as parseFlags does) comes back as a value, so a plan parser
 * answers a plan or the one-line mistake; any other error is a bug and still throws.
 */
export function readPlan<Plan>(
  argv: readonly string[],
  specs: FlagSpecs,
  read: (parsed: ParsedFlags) => Plan,
  settings: ParseFlagsOptions = {},
): Plan | UsageError {
  try {
    return read(parseFlags(argv, specs, settings));
  } catch (error) {
    if (error instanceof UsageError) return error;
    throw error;
  }
}
