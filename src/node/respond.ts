import type { Response } from "express";
import type { Answer } from "../server";
import { createTransport, sendAnswer, type Transport } from "./transport";

/** Where createApp leaves its transport for the handlers (response.locals). */
export const TRANSPORT_LOCAL = "transport";

/**
 * The transport of handlers mounted outside createApp (a router under test): defaults, no identity.
 */
const FALLBACK = createTransport("");

/** The transport createApp set on this response, or the defaults. */
export function transportOf(response: Response): Transport {
  const set = response.locals[TRANSPORT_LOCAL] as Transport | undefined;
  return set ?? FALLBACK;
}

/**
 * Sends an endpoint's answer through the Node transport of the app (compression, streaming with
 * backpressure; ETag/304 and Cache-Control by conditionalHead). The only bridge from Express to
 * sendAnswer.
 */
export function respond(response: Response, answer: Answer): void {
  void sendAnswer(response.req, response, answer, transportOf(response));
}
