/** The exit code when standard output cannot be written (a full disk, an I/O error). */
export const OUTPUT_FAILED_EXIT = 2;

/** What guardOutput does about a failed write: exit quietly, or say why once and exit. */
export type OutputFailure =
  | { readonly quiet: true; readonly exitCode: 0 }
  | { readonly quiet: false; readonly exitCode: typeof OUTPUT_FAILED_EXIT; readonly line: string };

/**
 * What a failed write to standard output means: EPIPE is a reader that has had enough
 * (`| head`): the command ends quietly with 0, as `head` asked; anything else (ENOSPC on
 * /dev/full, EIO) is one line and exit 2.
 */
export function outputFailure(error: unknown): OutputFailure {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === "EPIPE" || code === "ERR_STREAM_DESTROYED") return { quiet: true, exitCode: 0 };
  const message = error instanceof Error ? error.message : String(error);
  return {
    quiet: false,
    exitCode: OUTPUT_FAILED_EXIT,
    line: `occurrence-contract: cannot write to standard output: ${message}`,
  };
}

let guarded = false;

/**
 * Makes every write of the CLI to standard output end well when it fails, wherever it is
 * written (console.log, process.stdout.write, a reporter): never a stack trace. A failed write
 * to standard error cannot be reported anywhere: it is ignored and the command goes on. Installed
 * once per process.
 */
export function guardOutput(
  stdout: NodeJS.WriteStream = process.stdout,
  stderr: NodeJS.WriteStream = process.stderr,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  if (guarded) return;
  guarded = true;
  stdout.on("error", (error: unknown) => {
    const failure = outputFailure(error);
    if (!failure.quiet) stderr.write(`${failure.line}\n`);
    exit(failure.exitCode);
  });
  stderr.on("error", () => undefined);
}
