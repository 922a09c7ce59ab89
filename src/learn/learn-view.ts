import { formatSource, type ExchangeSummary, type Source } from "../capture";
import { OPERATIONS } from "../contract";
import {
  EXCHANGE_KINDS,
  type CheckInput,
  type ExchangeKind,
  type QueryPairs,
} from "../conformance/checks-entry";

/** A captured answer as conform's checks read it, with the entry of the capture it came from. */
export interface LearnView extends CheckInput {
  /** The endpoint it answered (an operation id of the contract table). */
  readonly kind: ExchangeKind;
  /** Where it was read: `capture.har#/log/entries/3`. */
  readonly source: string;
  /** The entry's index in its file (HAR entry, NDJSON line), when it has one. */
  readonly entry?: number;
}

/** The endpoint of a request: the contract path under `/api/vN` (any prefix before it). */
function kindOf(
  method: string,
  pathname: string,
): { kind: ExchangeKind; path: string } | undefined {
  const match = /\/api\/v[12](?:\/.*)?$/.exec(pathname);
  if (method.toUpperCase() !== "GET" || match === null) return undefined;
  const path = match[0].replace(/\/+$/, "");
  const found = OPERATIONS.find((op) => op.method === "GET" && op.path === path);
  const kind = EXCHANGE_KINDS.find((id) => id === found?.id);
  return kind === undefined ? undefined : { kind, path };
}

/**
 * A captured body as the checks' input, when it answered (with 200) a GET of an endpoint the
 * checks read: its query parsed, its path the contract's (so witnesses read as conform's), the
 * body already parsed. Undefined for anything else (other hosts, errors, logins).
 */
export function learnViewOf(
  body: unknown,
  exchange: ExchangeSummary,
  source: Source,
): LearnView | undefined {
  let url: URL;
  try {
    url = new URL(exchange.url, "http://relative.invalid");
  } catch {
    return undefined;
  }
  const target = kindOf(exchange.method, url.pathname);
  if (target === undefined || exchange.status !== 200) return undefined;
  const query: QueryPairs = [...url.searchParams];
  return {
    method: "GET",
    url: exchange.url,
    path: target.path,
    query,
    status: 200,
    headers: {},
    body,
    kind: target.kind,
    source: formatSource(source),
    ...(source.entry === undefined ? {} : { entry: source.entry }),
    ...(source.line === undefined ? {} : { entry: source.line }),
  };
}
