import type { Response } from "express";
import type { Answer } from "../../server/answer";
import { respond } from "../respond";

/**
 * Sends a request core's answer over Express: a stable answer through the Node transport
 * (compression, ETag/304, Cache-Control, streaming); any other (an error, a token, a preflight)
 * as it is, with its length, as Express's res.json sent them.
 */
export function sendCoreAnswer(response: Response, answer: Answer): void {
  if (answer.stable) {
    respond(response, answer);
    return;
  }
  for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
  response.status(answer.status);
  if (answer.status === 204 || answer.status === 304) {
    response.end();
    return;
  }
  const body = Buffer.concat([...answer.body]);
  response.setHeader("Content-Length", body.length);
  response.end(response.req.method === "HEAD" ? undefined : body);
}
