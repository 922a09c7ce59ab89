import type { RawQuery } from "../../query";
import type { CoreRequest } from "./core-request";
import { parseSimpleQuery } from "./parse-simple-query";

/**
 * One request on its way through the request core: the request, its query string (which the
 * unknown-parameter filter may shorten), the query as Express's simple parser gives it, and the
 * headers earlier stages set for the answer (CORS, X-Ignored-Parameters, freshness), which every
 * answer carries, an error included, as Express keeps headers set before an error.
 */
export class RequestContext {
  /** The query string as the endpoints read it. */
  private queryText: string;
  private parsed: RawQuery | undefined;
  /** Headers for the answer, set by the stages the request went through. */
  readonly headers: Record<string, string> = {};

  constructor(readonly request: CoreRequest) {
    this.queryText = request.query;
  }

  /** The query string as the endpoints read it. */
  get query(): string {
    return this.queryText;
  }

  /** Replaces the query string the endpoints read (the unknown-parameter filter). */
  set query(text: string) {
    this.queryText = text;
    this.parsed = undefined;
  }

  /** The query parsed as Express 5's simple parser does (parsed once). */
  rawQuery(): RawQuery {
    this.parsed ??= parseSimpleQuery(this.queryText);
    return this.parsed;
  }

  /** A request header by name (any case). */
  header(name: string): string | undefined {
    return this.request.headers[name.toLowerCase()];
  }
}
