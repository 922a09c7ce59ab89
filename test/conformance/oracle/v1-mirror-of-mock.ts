import { operation } from "../../../src/contract";
import { shiftDay } from "../../../src/conformance/dates";
import type { CheckInput, QueryPairs } from "../../../src/conformance/check-input";
import type { Mirror, MirrorRecord } from "../../../src/conformance/oracle/mirror";
import type { RequestHandler } from "../../../src/server";
import { brokenFetch, passThrough, type Breakage } from "../broken/break-handler";

/** The v1 list operations the oracle judges. */
export type V1Operation = "v1-occurrences" | "v1-cities";

/**
 * A server's v1 lists as a test asks them: the query as pairs, the answer as the checks read it.
 */
export type AskV1 = (
  operation: V1Operation,
  pairs: QueryPairs,
  form?: "raw" | "encoded",
) => Promise<CheckInput>;

const BASE = "http://mock.invalid";

/**
 * The query string of pairs: values percent-encoded; the names' brackets written raw
 * (`estado_id[]`) or percent-encoded (`estado_id%5B%5D`), the two forms clients send.
 */
export function queryString(pairs: QueryPairs, form: "raw" | "encoded" = "raw"): string {
  return pairs
    .map(([name, value]) => {
      const written = form === "raw" ? name : encodeURIComponent(name);
      return `${written}=${encodeURIComponent(value)}`;
    })
    .join("&");
}

/**
 * Asks a request core (with a breakage in front, the honest server by default) in process, and
 * reads the answer as conform's checks do: status, headers and the parsed JSON body.
 */
export function askV1Of(handler: RequestHandler, breakage: Breakage = passThrough): AskV1 {
  const fetch = brokenFetch(handler, breakage);
  return async (id, pairs, form = "raw") => {
    const path = operation(id).path;
    const query = queryString(pairs, form);
    const url = `${BASE}${path}${query === "" ? "" : `?${query}`}`;
    const response = await fetch(url);
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = undefined;
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name.toLowerCase()] = value));
    return { method: "GET", url, path, query: pairs, status: response.status, headers, body };
  };
}

/** The days a test's mirror holds whole (its state: the one with most rows on them). */
export interface V1TestWindow {
  readonly firstDay: string;
  readonly lastDay: string;
}

function rowsOf(answer: CheckInput, what: string): MirrorRecord[] {
  if (answer.status !== 200 || !Array.isArray(answer.body)) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
  }
  return answer.body as MirrorRecord[];
}

/**
 * The v1 part of a mirror, read from a server's own answers (the MIRROR scope reads the real
 * one; this is the tests' stand-in): every v1 city, and the rows of the window's state on its
 * days with a margin of a day each side (both bounds read inclusive, as the mock's default). Ask
 * a server without a cap: the rows are the data the capped one has too.
 */
export async function v1MirrorOfMock(ask: AskV1, days: V1TestWindow): Promise<Mirror> {
  const cities = rowsOf(await ask("v1-cities", []), "v1 cities");
  const margin: [string, string][] = [
    ["data_ocorrencia[gt]", shiftDay(days.firstDay, -1)],
    ["data_ocorrencia[lt]", shiftDay(days.lastDay, 1)],
  ];
  const counts = new Map<unknown, number>();
  for (const row of rowsOf(await ask("v1-occurrences", margin), "v1 rows")) {
    counts.set(row.estado_id, (counts.get(row.estado_id) ?? 0) + 1);
  }
  const [state] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (typeof state !== "number") throw new Error("no v1 rows on the window's days");
  const rows = rowsOf(
    await ask("v1-occurrences", [["estado_id[]", String(state)], ...margin]),
    "v1 rows",
  );
  return {
    window: { stateUuid: "", v1StateId: state, ...days },
    v2Occurrences: [],
    v2Cities: [],
    v1Occurrences: rows,
    v1Cities: cities,
    requests: 3,
  };
}
