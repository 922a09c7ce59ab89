import type { ParsedFlags } from "./parse-flags";
import { UsageError } from "./usage-error";
import { WINDOW_FLAGS } from "./world-window-flags";

/** Flags that choose the generated world, which --data replaces. */
const WORLD_FLAGS = ["seed", "occurrences", ...Object.keys(WINDOW_FLAGS), "dirty"] as const;

/**
 * The --data paths (the flag's values, then the positionals), or undefined without --data.
 * Positionals without --data, --seed or --occurrences with --data, --data-strict or --watch
 * without it, and --watch of standard input are UsageErrors.
 */
export function serveDataPaths(
  flags: ParsedFlags["flags"],
  positionals: readonly string[],
  argv: readonly string[],
): string[] | undefined {
  const given = (name: string) =>
    argv.some((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (flags.data === undefined) {
    if (positionals.length > 0) {
      throw new UsageError(`unexpected argument "${positionals[0]}" (data paths follow --data)`);
    }
    for (const name of ["data-strict", "watch"]) {
      if (given(name)) throw new UsageError(`--${name} works only with --data PATH...`);
    }
    return undefined;
  }
  for (const name of WORLD_FLAGS) {
    if (given(name))
      throw new UsageError(`--${name} chooses the generated world; --data serves yours instead`);
  }
  const values = Array.isArray(flags.data) ? flags.data.map(String) : [String(flags.data)];
  const paths = [...values, ...positionals];
  if (flags.watch === true && paths.includes("-")) {
    throw new UsageError("--watch cannot watch standard input (-): name files or folders");
  }
  return paths;
}
