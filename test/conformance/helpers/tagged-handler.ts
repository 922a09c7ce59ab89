import { conditionalHead, type RequestHandler, type Tagging } from "../../../src/server";

/**
 * A request core whose answers carry the head every adapter of the mock sends (conditionalHead:
 * the ETag of a stable answer, a 304 without a body when If-None-Match matches; no coding), for
 * in-process runs that should see the mock as a client does.
 */
export function taggedHandler(handler: RequestHandler, tagging: Tagging): RequestHandler {
  return async (request) => {
    const answer = await handler(request);
    const head = conditionalHead(
      answer,
      {
        url: request.query === "" ? request.path : `${request.path}?${request.query}`,
        ifNoneMatch: request.headers["if-none-match"],
        coding: "identity",
        negotiated: false,
      },
      tagging,
    );
    const tagged = { ...answer, status: head.status, headers: head.headers };
    return head.notModified ? { ...tagged, body: [], length: 0 } : tagged;
  };
}
