import { outputFailure } from "../../src/cli/guard-output";

// Writing to standard output fails two ways: the reader left (`| head`), or the write itself
// failed (a full disk). Neither is a stack trace; the end-to-end cases are in test/e2e.
const errno = (code: string, message: string) => Object.assign(new Error(message), { code });

describe("a failed write to standard output", () => {
  test.each([
    [
      "EPIPE (| head closed the pipe) ends quietly with 0",
      errno("EPIPE", "write EPIPE"),
      0,
      undefined,
    ],
    [
      "a destroyed stream ends quietly with 0",
      errno("ERR_STREAM_DESTROYED", "destroyed"),
      0,
      undefined,
    ],
    [
      "ENOSPC (/dev/full) is one line and exit 2",
      errno("ENOSPC", "ENOSPC: no space left on device, write"),
      2,
      "occurrence-contract: cannot write to standard output: ENOSPC: no space left on device, write",
    ],
    [
      "EIO is one line and exit 2",
      errno("EIO", "EIO: i/o error, write"),
      2,
      "occurrence-contract: cannot write to standard output: EIO: i/o error, write",
    ],
  ])("%s", (_name, error, exitCode, line) => {
    const failure = outputFailure(error);
    expect(failure.exitCode).toBe(exitCode);
    expect(failure.quiet ? undefined : failure.line).toBe(line);
  });
});
