/** One subcommand of the occurrence-contract CLI. */
export interface Command {
  /** One line for the command list. */
  readonly summary: string;
  /** Full usage text for `occurrence-contract <command> --help`. */
  readonly usage: string;
  /**
   * Runs the command with the arguments after its name. Resolves to the exit code; throws a
   * UsageError for a bad call (the CLI prints it on one line and exits 2).
   */
  run(argv: readonly string[]): Promise<number>;
}
