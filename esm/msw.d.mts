// Types of the occurrence-contract/msw ES module entry. Written here rather than re-exported from
// the CommonJS build: its declarations name msw's CommonJS types (lib/core/index.d.ts), which an
// ES module's `import { setupServer } from "msw/node"` (lib/node/index.d.mts) does not accept as
// its own (msw's classes have protected members, so TypeScript compares them by declaration).
// Here `msw` resolves as an ES module import, to the same declarations the user's import has.
import type { HttpHandler } from "msw";
import type { MswHandlerOptions } from "../dist/msw/msw-handler-options.js";

export type { MswHandlerOptions };

/**
 * Mock Service Worker (msw 2) handlers for the whole mock API, answering through the same
 * request core as the mock server (see the CommonJS declaration and the README).
 */
export declare function createHandlers(options?: MswHandlerOptions): HttpHandler[];
