/** The server gave no answer to the first request: the run cannot start (CLI exit 2). */
export class ServerUnreachableError extends Error {
  override readonly name = "ServerUnreachableError";
}

/** The server asks for a token and none could be had (CLI exit 2). */
export class AuthenticationError extends Error {
  override readonly name = "AuthenticationError";
}

/** The request budget (--max-requests) is spent; the checks that need more requests do not run. */
export class BudgetExhaustedError extends Error {
  override readonly name = "BudgetExhaustedError";
}

/**
 * The run cannot go on in bounded time: the --deadline passed, a 429 asks to wait longer than
 * --max-wait, or the server still answers 429 after every wait (CLI exit 2, one line; a passed
 * deadline is a DeadlinePassedError).
 */
export class RunStoppedError extends Error {
  override readonly name: string = "RunStoppedError";
}

/**
 * The run's --deadline passed: the run is cut short, not wrong (CLI exit 3, incomplete, one line).
 */
export class DeadlinePassedError extends RunStoppedError {
  override readonly name = "DeadlinePassedError";
}

/**
 * The run was interrupted (the caller's `signal` aborted: the CLI's SIGINT or SIGTERM): the run is
 * cut short, not wrong; runConformance reports what it has (incomplete).
 */
export class RunInterruptedError extends Error {
  override readonly name = "RunInterruptedError";
}

/**
 * The caller's stop condition (`stopWhen`) held at a phase's start: the run ends there, cut
 * short, with the findings it has (a test that only asks whether a rule failed stops early).
 */
export class StopConditionMetError extends Error {
  override readonly name = "StopConditionMetError";
}
