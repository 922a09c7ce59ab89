import { optionsFromEnv } from "../../src/conformance/options-from-env";

describe("optionsFromEnv (the jest entry's CONFORMANCE_* variables)", () => {
  test("nothing set: defaults, not strict", () => {
    expect(optionsFromEnv({})).toEqual({ strict: false });
  });
  test("every variable read", () => {
    expect(
      optionsFromEnv({
        CONFORMANCE_API: "v2",
        CONFORMANCE_TOKEN: "t",
        CONFORMANCE_EMAIL: "e",
        CONFORMANCE_PASSWORD: "p",
        CONFORMANCE_SEED: "7",
        CONFORMANCE_STRICT: "1",
        CONFORMANCE_MAX_REQUESTS: "100",
        CONFORMANCE_CONCURRENCY: "2",
        CONFORMANCE_TIMEOUT: "5000",
        CONFORMANCE_MAX_BODY: "2048",
        CONFORMANCE_MAX_WAIT: "5",
        CONFORMANCE_DEADLINE: "60",
      }),
    ).toEqual({
      api: "v2",
      token: "t",
      email: "e",
      password: "p",
      seed: 7,
      strict: true,
      maxRequests: 100,
      concurrency: 2,
      timeoutMs: 5000,
      maxBodyBytes: 2048,
      retryAfterCapMs: 5000,
      deadlineMs: 60_000,
    });
  });
  test.each([
    [{ CONFORMANCE_API: "v3" }, 'CONFORMANCE_API must be one of v1, v2, all, got "v3"'],
    [{ CONFORMANCE_SEED: "x" }, 'CONFORMANCE_SEED must be an integer of 0 or more, got "x"'],
    [
      { CONFORMANCE_MAX_REQUESTS: "3" },
      'CONFORMANCE_MAX_REQUESTS must be an integer of 10 or more, got "3"',
    ],
    [
      { CONFORMANCE_MAX_BODY: "10" },
      'CONFORMANCE_MAX_BODY must be an integer of 1024 or more, got "10"',
    ],
    [{ CONFORMANCE_EMAIL: "e" }, "CONFORMANCE_EMAIL and CONFORMANCE_PASSWORD go together"],
  ])("%j -> %s", (env, message) => {
    expect(() => optionsFromEnv(env)).toThrow(message);
  });
});
