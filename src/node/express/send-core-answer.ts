import type { Response } from "express";
import type { Answer } from "../../server";
import { respond, transportOf } from "../respond";
import { writeCoreAnswer } from "../write-core-answer";

/**
 * Sends a request core's answer over Express: a stable answer through the Node transport
 * (compression, streaming; ETag/304 and Cache-Control by conditionalHead); any other (an
 * error, a token, a preflight) as it is, with its length, as Express's res.json sent them.
 */
export function sendCoreAnswer(response: Response, answer: Answer): void {
  if (answer.stable) {
    respond(response, answer);
    return;
  }
  writeCoreAnswer(response.req, response, answer, transportOf(response));
}
