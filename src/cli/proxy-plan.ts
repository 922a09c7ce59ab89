import { DEFAULT_MAX_BODY, DEFAULT_MAX_BODY_TOTAL } from "../validation/proxy";
import type { FlagSpecs, ParsedFlags } from "./parse-flags";
import { readPlan } from "./read-plan";
import { UsageError } from "./usage-error";

/** The flags of `occurrence-contract proxy` (also its --help). */
export const PROXY_FLAGS: FlagSpecs = {
  upstream: {
    type: "string",
    placeholder: "URL",
    description:
      "The server to forward to, e.g. https://api-service.fogocruzado.org.br or http://127.0.0.1:3000 (required). A path in it prefixes every request path.",
  },
  port: {
    type: "integer",
    min: 0,
    max: 65535,
    default: 8080,
    placeholder: "N",
    description: "Port to listen on (0: any free port).",
  },
  host: {
    type: "string",
    default: "127.0.0.1",
    placeholder: "HOST",
    description: "Address to listen on.",
  },
  record: {
    type: "string",
    placeholder: "FILE.ndjson|FILE.har",
    description:
      "Record every exchange to FILE (overwritten): HAR 1.2 when it ends in .har, else NDJSON lines {request: {method, url, headers}, response: {status, headers, body}}. Both stay readable by validate while recording.",
  },
  strict: {
    type: "boolean",
    description: "Also report fields the spec does not list (the strict variant of the schemas).",
  },
  profile: {
    type: "string",
    placeholder: "spec|observed|DIR",
    default: "spec",
    description:
      "What answers are checked against: spec, observed (the real service's known departures are warnings) or a folder of overlays (e.g. learned by learn --write-departures).",
  },
  "max-body": {
    type: "integer",
    min: 1,
    default: DEFAULT_MAX_BODY,
    placeholder: "BYTES",
    description:
      'Largest answer validated (as received and once decoded); a larger one is relayed whole, logged and recorded as "not validated: larger than N bytes". Keeps memory bounded.',
  },
  "max-body-total": {
    type: "integer",
    min: 1,
    default: DEFAULT_MAX_BODY_TOTAL,
    placeholder: "BYTES",
    description:
      'Most bytes of answers held for validation at once, across all connections; an answer that finds them in use is relayed whole, logged and recorded as "not validated".',
  },
  timeout: {
    type: "integer",
    min: 1,
    default: 30000,
    placeholder: "MS",
    description: "Milliseconds to wait for the upstream's whole answer before answering 504.",
  },
};

/** A checked `proxy` command line: where to forward, listen and record. */
export interface ProxyPlan {
  /** --upstream, an http(s) URL. */
  readonly upstream: URL;
  /** --port (0: any free port). */
  readonly port: number;
  /** --host. */
  readonly host: string;
  /** --record FILE; absent, nothing is recorded. */
  readonly record?: string;
  /** --strict. */
  readonly strict: boolean;
  /** --profile: spec, observed or a folder of overlays (read when the plan runs). */
  readonly profile: string;
  /** --timeout in milliseconds. */
  readonly timeoutMs: number;
  /** --max-body in bytes. */
  readonly maxBody: number;
  /** --max-body-total in bytes. */
  readonly maxBodyTotal: number;
}

function parseUpstream(value: unknown): URL {
  if (typeof value !== "string") throw new UsageError("--upstream URL is required");
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--upstream must be an http or https URL, got "${value}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new UsageError(`--upstream must be an http or https URL, got "${value}"`);
  }
  return url;
}

function plan({ flags }: ParsedFlags): ProxyPlan {
  const upstream = parseUpstream(flags.upstream);
  return {
    upstream,
    port: Number(flags.port),
    host: String(flags.host),
    ...(typeof flags.record === "string" ? { record: flags.record } : {}),
    strict: flags.strict === true,
    profile: typeof flags.profile === "string" ? flags.profile : "spec",
    timeoutMs: Number(flags.timeout),
    maxBody: Number(flags["max-body"]),
    maxBodyTotal: Number(flags["max-body-total"]),
  };
}

/**
 * Reads a `proxy` command line into a plan, listening on nothing: every flag checked, defaults
 * filled in. A mistake is the UsageError (one line, naming the flag) as a value.
 */
export function parseProxyPlan(argv: readonly string[]): ProxyPlan | UsageError {
  return readPlan(argv, PROXY_FLAGS, plan);
}
