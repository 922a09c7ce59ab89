import type { IncomingMessage, ServerResponse } from "node:http";
import type { Answer } from "../server";
import type { Transport } from "./transport/transport";
import { sendAnswer } from "./transport/send-answer";

/**
 * Writes a request core's answer on a node:http response: a stable answer through the Node
 * transport (compression, streaming; ETag/304 and Cache-Control by conditionalHead); any other
 * (an error, a token, a preflight) as it is, with its length, as Express's res.json sent them.
 */
export function writeCoreAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  answer: Answer,
  transport: Transport,
): void {
  if (answer.stable) {
    void sendAnswer(request, response, answer, transport);
    return;
  }
  for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
  response.statusCode = answer.status;
  if (answer.status === 204 || answer.status === 304) {
    response.end();
    return;
  }
  const body = Buffer.concat([...answer.body]);
  response.setHeader("Content-Length", body.length);
  response.end(request.method === "HEAD" ? undefined : body);
}
