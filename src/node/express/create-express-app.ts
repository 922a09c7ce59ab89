import express, { type Express } from "express";
import type { LogSink, RequestHandler } from "../../server";
import type { Transport } from "../transport/transport";
import { createRequestLogger } from "../create-request-logger";
import { errorMiddleware } from "../errors";
import { TRANSPORT_LOCAL } from "../respond";
import { sendCoreAnswer } from "./send-core-answer";
import { toCoreRequest } from "../to-core-request";

/**
 * The Express app over a request core: the request log (when a sink is given), the Node
 * transport on every response, the core for every request, and the error middleware.
 */
export function createExpressApp(
  handle: RequestHandler,
  transport: Transport,
  log: LogSink | undefined,
): Express {
  const app = express();
  app.disable("x-powered-by");
  // ETags are derived from the app's identity and the URL by the transport (the world is
  // immutable); hashing megabytes of body for one, as Express would, costs more than the body.
  app.disable("etag");
  app.use((_request, response, next) => {
    response.locals[TRANSPORT_LOCAL] = transport;
    next();
  });
  if (log !== undefined) app.use(createRequestLogger(log));
  app.use((request, response, next) => {
    handle(toCoreRequest(request)).then((answer) => sendCoreAnswer(response, answer), next);
  });
  app.use(errorMiddleware);
  return app;
}
