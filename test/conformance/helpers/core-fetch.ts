import { toCoreRequest } from "../../../src/msw/to-core-request";
import type { AppOptions } from "../../../src/server/app-options";
import { concatBytes } from "../../../src/server/concat-bytes";
import { createRequestHandler } from "../../../src/server/core/create-request-handler";

/** The base URL an in-process server answers on (never listened on). */
export const CORE_BASE_URL = "http://core.invalid";

/**
 * A fetch answered by the project's request core in process: no socket, no Express. Passed as
 * `fetch` to runConformance, it runs the suite against the mock (or a broken variant of its
 * options) in a fast test.
 */
export function coreFetch(options: AppOptions): typeof fetch {
  const handle = createRequestHandler(options);
  return async (input, init) => {
    const request = new Request(input, init);
    const answer = await handle(toCoreRequest(request, ""));
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : concatBytes([...answer.body]), {
      status: answer.status,
      headers: new Headers(answer.headers),
    });
  };
}
