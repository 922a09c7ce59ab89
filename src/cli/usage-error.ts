/**
 * A mistake in how a command was called (a bad flag, a missing path). The CLI prints its message
 * on one line and exits 2; it is the only error a command throws on purpose.
 */
export class UsageError extends Error {
  override readonly name = "UsageError";
}
