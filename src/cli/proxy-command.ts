import { pathOf as path } from "../contract";
import { isProfile } from "../schemas";
import { loadProfile } from "../schemas/load-profile";
import { startProxy } from "../validation/proxy";
import type { Command } from "./command";
import { formatFlagHelp } from "./parse-flags";
import { parseProxyPlan, PROXY_FLAGS } from "./proxy-plan";
import { printLine } from "./run-secrets";
import { untilStopSignal } from "./until-stop-signal";
import { UsageError } from "./usage-error";

const USAGE = `usage: occurrence-contract proxy --upstream URL [--port N] [--host HOST] [--record FILE.ndjson|FILE.har] [--strict] [--profile spec|observed|DIR] [--timeout MS] [--max-body BYTES] [--max-body-total BYTES]

A validating proxy: forwards every request to the upstream unchanged (method, path, query, headers
including Authorization, body; Host is set to the upstream's and hop-by-hop headers such as
Connection are not forwarded) and returns the upstream's answer unchanged (status, headers, body
bytes, content-encoding included). On the way each JSON answer is decoded (gzip, deflate, br) and
validated against the schema its path implies:
  2xx  ${path("v2-occurrences")} → v2/occurrences-response   ${path("v2-cities")} → v2/cities-response
       ${path("v2-states")} → v2/states-response             ${path("v1-occurrences")} → v1/occurrences-response
       ${path("v1-occurrence-definitions")}, ${path("v1-cities")}, ${path("v1-city-definitions")}, the auth logins
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
${formatFlagHelp(PROXY_FLAGS)}`;

/** `occurrence-contract proxy`. */
export const proxyCommand: Command = {
  summary: "Validating proxy: forward to a server, validate and record its answers",
  usage: USAGE,
  async run(argv) {
    const plan = parseProxyPlan(argv);
    if (plan instanceof UsageError) throw plan;
    // Each line as every command prints: secrets redacted, control characters escaped.
    const log = (line: string): void => printLine(process.stdout, line);
    const loaded = loadProfile(plan.profile);
    if (!loaded.ok) throw new UsageError(loaded.problem);
    const profile = isProfile(plan.profile) ? plan.profile : loaded.profile;
    const proxy = await startProxy({ ...plan, profile, log }).catch((error: unknown) => {
      throw new UsageError(
        `cannot start: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    const recording = plan.record === undefined ? "" : `, recording to ${plan.record}`;
    const stopSignal = untilStopSignal();
    log(`proxy listening on ${proxy.url} → ${plan.upstream.href}${recording}`);
    const signal = await stopSignal;
    await proxy.close();
    log(`proxy stopped (${signal})`);
    return 0;
  },
};
