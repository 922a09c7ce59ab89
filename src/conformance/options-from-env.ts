import { API_CHOICES, type ApiChoice, type ConformanceOptions } from "./run-conformance";

/** The environment variables the jest entry reads (npm run test:conformance). */
export const CONFORMANCE_ENV = {
  baseUrl: "CONFORMANCE_BASE_URL",
  api: "CONFORMANCE_API",
  token: "CONFORMANCE_TOKEN",
  email: "CONFORMANCE_EMAIL",
  password: "CONFORMANCE_PASSWORD",
  seed: "CONFORMANCE_SEED",
  strict: "CONFORMANCE_STRICT",
  maxRequests: "CONFORMANCE_MAX_REQUESTS",
  concurrency: "CONFORMANCE_CONCURRENCY",
  timeout: "CONFORMANCE_TIMEOUT",
  maxBody: "CONFORMANCE_MAX_BODY",
  maxWait: "CONFORMANCE_MAX_WAIT",
  deadline: "CONFORMANCE_DEADLINE",
} as const;

type Env = Readonly<Record<string, string | undefined>>;

function integer(env: Env, name: string, min: number): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === "") return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < min)
    throw new Error(`${name} must be an integer of ${min} or more, got "${raw}"`);
  return Number(raw);
}

/**
 * Reads the suite's options (all but the base URL) from CONFORMANCE_* variables; throws an
 * Error naming the variable for a bad value.
 */
export function optionsFromEnv(env: Env): Omit<ConformanceOptions, "baseUrl"> {
  const api = env[CONFORMANCE_ENV.api];
  if (api !== undefined && api !== "" && !(API_CHOICES as readonly string[]).includes(api)) {
    throw new Error(
      `${CONFORMANCE_ENV.api} must be one of ${API_CHOICES.join(", ")}, got "${api}"`,
    );
  }
  const text = (name: string): string | undefined => (env[name] === "" ? undefined : env[name]);
  const email = text(CONFORMANCE_ENV.email);
  const password = text(CONFORMANCE_ENV.password);
  if ((email === undefined) !== (password === undefined)) {
    throw new Error(`${CONFORMANCE_ENV.email} and ${CONFORMANCE_ENV.password} go together`);
  }
  const seed = integer(env, CONFORMANCE_ENV.seed, 0);
  const maxRequests = integer(env, CONFORMANCE_ENV.maxRequests, 10);
  const concurrency = integer(env, CONFORMANCE_ENV.concurrency, 1);
  const timeoutMs = integer(env, CONFORMANCE_ENV.timeout, 100);
  const maxBodyBytes = integer(env, CONFORMANCE_ENV.maxBody, 1024);
  const maxWait = integer(env, CONFORMANCE_ENV.maxWait, 0);
  const deadline = integer(env, CONFORMANCE_ENV.deadline, 1);
  const token = text(CONFORMANCE_ENV.token);
  return {
    ...(api === undefined || api === "" ? {} : { api: api as ApiChoice }),
    ...(token === undefined ? {} : { token }),
    ...(email === undefined || password === undefined ? {} : { email, password }),
    ...(seed === undefined ? {} : { seed }),
    ...(maxRequests === undefined ? {} : { maxRequests }),
    ...(concurrency === undefined ? {} : { concurrency }),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    ...(maxBodyBytes === undefined ? {} : { maxBodyBytes }),
    ...(maxWait === undefined ? {} : { retryAfterCapMs: maxWait * 1000 }),
    ...(deadline === undefined ? {} : { deadlineMs: deadline * 1000 }),
    strict: ["1", "true", "yes"].includes((env[CONFORMANCE_ENV.strict] ?? "").toLowerCase()),
  };
}
