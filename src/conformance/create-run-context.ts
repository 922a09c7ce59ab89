import { createHttpClient, type HttpClientOptions } from "./http-client";
import { createProbeContext, type ProbeContext } from "./probes/probe-context";

/** How a run's client is made: every option but onUnanswered, which the run's context takes. */
export type RunClientOptions = Omit<HttpClientOptions, "onUnanswered">;

/**
 * The probe context a run works with, over a client made from `client` (the context's `client`):
 * an answer that fails (HTTP 5xx, none) is noted on the context, so the checks of its phase that
 * compare answers are not run for that reason rather than failed.
 */
export function createRunContext(
  client: RunClientOptions,
  probe: Omit<Parameters<typeof createProbeContext>[0], "client">,
): ProbeContext {
  const ctx: ProbeContext = createProbeContext({
    ...probe,
    client: createHttpClient({ ...client, onUnanswered: (exchange) => ctx.unanswered(exchange) }),
  });
  return ctx;
}
