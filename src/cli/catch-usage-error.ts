import { UsageError } from "./usage-error";

/**
 * Runs a command-line parser that throws its UsageErrors (as `parseFlags` does) and returns the
 * UsageError as a value instead, so a plan parser answers a plan or the one-line mistake. Any
 * other error is a bug and still throws.
 */
export function catchUsageError<T>(parse: () => T): T | UsageError {
  try {
    return parse();
  } catch (error) {
    if (error instanceof UsageError) return error;
    throw error;
  }
}
