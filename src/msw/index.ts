/**
 * occurrence-contract/msw: Mock Service Worker handlers that answer as the mock server does, for
 * frontend tests (setupServer from msw/node) and the browser (setupWorker from msw/browser).
 * msw 2 is a peer dependency, needed only by this entry.
 */
export { createHandlers } from "./create-handlers";
export type { MswHandlerOptions } from "./msw-handler-options";
