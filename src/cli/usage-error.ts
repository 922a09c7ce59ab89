/** What a UsageError adds to its message. */
export interface UsageErrorOptions {
  /** The CLI ends the line with a pointer to the command's --help (an unknown flag). */
  readonly help?: boolean;
}

/**
 * A mistake in how a command was called (a bad flag, a missing path). The CLI prints its message
 * on one line and exits 2; it is the only error a command throws on purpose.
 */
export class UsageError extends Error {
  override readonly name = "UsageError";
  /** Whether the CLI's line points to the command's --help. */
  readonly help: boolean;

  constructor(message: string, options: UsageErrorOptions = {}) {
    super(message);
    this.help = options.help === true;
  }
}
