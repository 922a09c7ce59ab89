import { pathOf } from "../../../src/contract";
import type { CheckInput, QueryPairs } from "../../../src/conformance/check-input";
import type { OracleBuilder } from "../../../src/conformance/oracle/build-run-oracle";
import { shiftDay } from "../../../src/conformance/dates";
import type { Mirror, MirrorRecord } from "../../../src/conformance/oracle/mirror";
import type { Difference, Oracle, OracleRequest } from "../../../src/conformance/oracle/oracle";
import type { ServerChoices } from "../../../src/conformance/oracle/server-choices";
import { isRecord } from "../../../src/is-record";
import type { RequestHandler } from "../../../src/server";
import type { World } from "../../../src/world/world";
import { brokenFetch, type Breakage } from "../broken/break-handler";
import { inProcessFetch, splitTarget, targetOf } from "../broken/in-process-fetch";

/** An honest answer as the in-test oracle keeps it. */
interface Kept {
  readonly status: number;
  readonly body: unknown;
}

/** A query's key: a name's values together, as drawn (a query may go out with them apart). */
function keyOf(path: string, query: QueryPairs): string {
  // The names in any order (a query may go out with them reversed), each name's values in theirs.
  const byName = [...query].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path} ${JSON.stringify(byName)}`;
}

function pairsOf(target: string): { path: string; query: QueryPairs } {
  const url = new URL(target, "http://in-process.invalid");
  return { path: url.pathname, query: [...url.searchParams.entries()] };
}

/** The listed things of a body: v2 `data`, a v1 array; undefined when it has none. */
function listOf(body: unknown): unknown[] | undefined {
  if (Array.isArray(body)) return body;
  return isRecord(body) && Array.isArray(body.data) ? body.data : undefined;
}

/** How a listed thing is told apart: a v2 record or city by id, a v1 row whole. */
function identity(item: unknown): string {
  return isRecord(item) && typeof item.id === "string" ? item.id : JSON.stringify(item);
}

function few(items: readonly string[]): string {
  const shown = items
    .slice(0, 3)
    .map((item) => (item.length > 40 ? `${item.slice(0, 37)}...` : item));
  return `${items.length} (${shown.join(", ")}${items.length > 3 ? ", ..." : ""})`;
}

/** How a seen body differs from the honest one: status, pageMeta fields, missing/extra/order. */
function compare(expected: Kept, seen: CheckInput, prefix: string): Difference[] {
  if (expected.status !== seen.status)
    return [{ aspect: "status", expected: `HTTP ${expected.status}`, seen: `HTTP ${seen.status}` }];
  const differences: Difference[] = [];
  const meta = isRecord(expected.body) ? expected.body.pageMeta : undefined;
  const seenMeta = isRecord(seen.body) ? seen.body.pageMeta : undefined;
  if (isRecord(meta))
    for (const [field, value] of Object.entries(meta)) {
      const other = isRecord(seenMeta) ? seenMeta[field] : undefined;
      if (other !== value)
        differences.push({
          aspect: `pageMeta.${field}`,
          expected: String(value),
          seen: String(other),
        });
    }
  const want = (listOf(expected.body) ?? []).map(identity);
  const got = (listOf(seen.body) ?? []).map(identity);
  const missing = want.filter((item) => !got.includes(item));
  const extra = got.filter((item) => !want.includes(item));
  if (missing.length > 0)
    differences.push({
      aspect: `${prefix}.missing`,
      expected: `${want.length} listed`,
      seen: `missing ${few(missing)}`,
    });
  if (extra.length > 0)
    differences.push({
      aspect: `${prefix}.extra`,
      expected: `${want.length} listed`,
      seen: `extra ${few(extra)}`,
    });
  if (missing.length === 0 && extra.length === 0) {
    const at = want.findIndex((item, i) => got[i] !== item);
    if (at >= 0)
      differences.push({
        aspect: `${prefix}.order`,
        expected: `${want[at]} at ${at}`,
        seen: `${got[at]} at ${at}`,
      });
  }
  return differences;
}

const PREFIX: Readonly<Record<OracleRequest["operation"], string>> = {
  "v2-occurrences": "items",
  "v2-cities": "cities",
  "v1-occurrences": "rows",
  "v1-cities": "rows",
};

/**
 * The test's oracle and the fetch its runs send through: every request is also asked of the
 * honest core (the mock's own query engine on its world), whose answer is the exact expected
 * one; the broken server answers the run. v2 occurrence queries without both dates lie outside
 * (as the real oracle's window), so shrinking keeps them.
 */
export function mockOracleKit(
  honest: RequestHandler,
  breakage: Breakage,
  world: World,
  choices: ServerChoices = {},
): { readonly fetch: typeof fetch; readonly buildOracle: OracleBuilder } {
  const honestFetch = inProcessFetch(honest);
  const broken = brokenFetch(honest, breakage);
  const kept = new Map<string, Kept>();
  const ask = async (target: string): Promise<Kept> => {
    const response = await honestFetch(`http://in-process.invalid${target}`);
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = text;
    }
    return { status: response.status, body };
  };
  const kitFetch: typeof globalThis.fetch = async (input, init) => {
    const { path: rawPath, query: raw } = splitTarget(targetOf(input));
    const target = `${rawPath}${raw === "" ? "" : `?${raw}`}`;
    const { path, query } = pairsOf(target);
    if ((init?.method ?? "GET").toUpperCase() === "GET" && path.startsWith("/api/"))
      kept.set(keyOf(path, query), await ask(target));
    return broken(input, init);
  };

  const buildOracle: OracleBuilder = async () => {
    const counts = new Map<number, number>();
    for (const occurrence of world.occurrences)
      counts.set(occurrence.stateId, (counts.get(occurrence.stateId) ?? 0) + 1);
    const [stateId] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    const state = world.states.find((s) => s.id === stateId)!;
    const own = world.occurrences.filter((o) => o.stateId === stateId);
    const middle = own[Math.floor(own.length / 2)]!.v2.date.slice(0, 10);
    // Widened around the state's middle record until the window holds enough to draw from.
    let span = 1;
    const within = (days: number): number =>
      own.filter((o) => {
        const day = o.v2.date.slice(0, 10);
        return day >= shiftDay(middle, -days) && day <= shiftDay(middle, days);
      }).length;
    while (within(span) < 80 && span < 365) span *= 2;
    const [firstDay, lastDay] = [shiftDay(middle, -span), shiftDay(middle, span)];
    const search = new URLSearchParams({
      idState: state.uuid,
      initialdate: firstDay,
      finaldate: lastDay,
      take: "1000",
      order: "ASC",
    });
    const records = listOf((await ask(`${pathOf("v2-occurrences")}?${search}`)).body) ?? [];
    const v1Search = `estado_id[]=${state.id}&data_ocorrencia[gt]=${shiftDay(firstDay, -1)}&data_ocorrencia[lt]=${shiftDay(lastDay, 1)}`;
    const mirror: Mirror = {
      window: { stateUuid: state.uuid, v1StateId: state.id, firstDay, lastDay },
      v2Occurrences: records.filter(isRecord) as MirrorRecord[],
      v2Cities: (listOf((await ask(pathOf("v2-cities"))).body) ?? []).filter(isRecord),
      v1Occurrences: (
        listOf((await ask(`${pathOf("v1-occurrences")}?${v1Search}`)).body) ?? []
      ).filter(isRecord),
      v1Cities: (listOf((await ask(pathOf("v1-cities"))).body) ?? []).filter(isRecord),
      requests: 4,
    };
    const oracle: Oracle = {
      mirror,
      choices,
      expect: (request) => {
        const names = new Set(request.query.map(([name]) => name));
        if (
          request.operation === "v2-occurrences" &&
          !(names.has("initialdate") && names.has("finaldate"))
        )
          return { inside: false, reason: "no date window: outside the mirror's" };
        const key = keyOf(pathOf(request.operation), request.query);
        const answer = (): Kept => {
          const found = kept.get(key);
          if (found === undefined) throw new Error(`no honest answer kept for ${key}`);
          return found;
        };
        return {
          inside: true,
          expectation: {
            // Before its answer is kept (a query weighed, not yet sent) it may list something.
            get nonEmpty() {
              const found = kept.get(key);
              return found === undefined || (listOf(found.body) ?? []).length > 0;
            },
            // Known once its answer is kept (the query sent).
            get itemCount() {
              const body = kept.get(key)?.body;
              const meta = isRecord(body) ? body.pageMeta : undefined;
              return isRecord(meta) && typeof meta.itemCount === "number"
                ? meta.itemCount
                : undefined;
            },
            differences: (seen) => compare(answer(), seen, PREFIX[request.operation]),
          },
        };
      },
    };
    return oracle;
  };
  return { fetch: kitFetch, buildOracle };
}
