import { DEFAULT_MAX_BODY, startProxy } from "../validation/proxy";
import type { Command } from "./command";
import { formatFlagHelp, parseFlags, type FlagSpecs } from "./parse-flags";
import { untilStopSignal } from "./until-stop-signal";
import { UsageError } from "./usage-error";

const FLAGS: FlagSpecs = {
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
    placeholder: "P",
    description: "Port to listen on (0: any free port).",
  },
  host: {
    type: "string",
    default: "127.0.0.1",
    placeholder: "H",
    description: "Address to listen on.",
  },
  record: {
    type: "string",
    placeholder: "FILE",
    description:
      "Record every exchange to FILE (overwritten): HAR 1.2 when it ends in .har, else NDJSON lines {request: {method, url, headers}, response: {status, headers, body}}. Both stay readable by validate while recording.",
  },
  strict: {
    type: "boolean",
    description: "Also report fields the spec does not list (the strict variant of the schemas).",
  },
  "max-body": {
    type: "integer",
    min: 1,
    default: DEFAULT_MAX_BODY,
    placeholder: "BYTES",
    description:
      'Largest answer validated (as received and once decoded); a larger one is relayed whole, logged and recorded as "not validated: larger than N bytes". Keeps memory bounded.',
  },
  timeout: {
    type: "integer",
    min: 1,
    default: 30000,
    placeholder: "MS",
    description: "Milliseconds to wait for the upstream's whole answer before answering 504.",
  },
};

const USAGE = `usage: occurrence-contract proxy --upstream URL [--port P] [--host H] [--record FILE.ndjson|FILE.har] [--strict] [--timeout MS] [--max-body BYTES]

A validating proxy: forwards every request to the upstream unchanged (method, path, query, headers
including Authorization, body; Host is set to the upstream's and hop-by-hop headers such as
Connection are not forwarded) and returns the upstream's answer unchanged (status, headers, body
bytes, content-encoding included). On the way each JSON answer is decoded (gzip, deflate, br) and
validated against the schema its path implies:
  2xx  /api/v2/occurrences → v2/occurrences-response   /api/v2/cities → v2/cities-response
       /api/v2/states → v2/states-response             /api/v1/occurrences → v1/occurrences-response
       /api/v1/occurrences/definitions, /api/v1/cities, /api/v1/cities/definitions, the auth logins
       (a v1 list requested with field[] must hold exactly the named columns)
  4xx/5xx  /api/v2/… → v2/error-response   /api/v1/… → v1/error-response
  other paths: forwarded, not validated (noted in the log).
Each exchange is logged on one line, and each violation on a line of its own. An unreachable
upstream answers 502, a slow one (beyond --timeout) 504, with a JSON body holding msg. Answers
are streamed to the client as they come (never held whole); a copy of up to --max-body bytes is
kept for validation, so memory stays bounded however large or many the answers are.
Recordings redact Authorization, Cookie and Set-Cookie values and keep no request bodies.
Stop with Ctrl-C (SIGINT) or SIGTERM; the recording is complete when the proxy has stopped.

flags:
${formatFlagHelp(FLAGS)}`;

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

/** `occurrence-contract proxy`. */
export const proxyCommand: Command = {
  summary: "Validating proxy: forward to a server, validate and record its answers",
  usage: USAGE,
  async run(argv) {
    const { flags } = parseFlags(argv, FLAGS);
    const upstream = parseUpstream(flags.upstream);
    const log = (line: string): void => {
      process.stdout.write(`${line}\n`);
    };
    const proxy = await startProxy({
      upstream,
      port: Number(flags.port),
      host: String(flags.host),
      record: typeof flags.record === "string" ? flags.record : undefined,
      strict: flags.strict === true,
      timeoutMs: Number(flags.timeout),
      maxBody: Number(flags["max-body"]),
      log,
    }).catch((error: unknown) => {
      throw new UsageError(
        `cannot start: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    const recording = typeof flags.record === "string" ? `, recording to ${flags.record}` : "";
    const stopSignal = untilStopSignal();
    log(`proxy listening on ${proxy.url} → ${upstream.href}${recording}`);
    const signal = await stopSignal;
    await proxy.close();
    log(`proxy stopped (${signal})`);
    return 0;
  },
};
