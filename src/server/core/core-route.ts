import type { Answer } from "../answer";
import type { RequestContext } from "./request-context";

/** An endpoint's answer to one request; errors are thrown as ApiErrors. */
export type RouteHandler = (exchange: RequestContext) => Answer | Promise<Answer>;

/** One path of the API and the handlers of the methods it answers; others get a 405. */
export interface CoreRoute {
  /** The path, relative to where its table is mounted, e.g. /occurrences. */
  readonly path: string;
  /** Handler by upper-case method; HEAD falls back to GET. */
  readonly methods: Readonly<Record<string, RouteHandler>>;
  /** The Allow header of the 405 answered to other methods, e.g. `GET, HEAD`. */
  readonly allow: string;
}

/** The Allow of endpoints that read: GET and HEAD. */
export const GET_ONLY = "GET, HEAD";
