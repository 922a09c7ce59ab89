import type { Occurrence } from "../../../src/generated/types";
import type { Breakage, JsonRequest, Upstream } from "./break-handler";
import { shiftDay } from "../../../src/conformance/dates";
import { emptyPage, isFor, onAnswer, onRequest, pageOf, v2Page, withQuery } from "./answers";
import { brokenCase, brokenStateless, ORACLE_RULES, type OracleBrokenServer } from "./oracle-case";
import { cachedOn, repaged, wholeKey, wholeV2, without } from "./whole-result";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const RULE = ORACLE_RULES.v2Occurrences;

/** Whether the query carries a date window (either bound). */
function hasWindow(query: URLSearchParams): boolean {
  return query.has("initialdate") || query.has("finaldate");
}

/**
 * The whole result of a query whose window is read with its bounds at other offsets (hours from
 * UTC, each bound's day read as the day at that offset): the core is asked a day wider each side
 * and the items outside the moved window dropped.
 */
async function windowAt(
  request: JsonRequest,
  upstream: Upstream,
  fromOffsetHours: number,
  toOffsetHours: number,
): Promise<Occurrence[]> {
  const from = request.query.get("initialdate");
  const to = request.query.get("finaldate");
  const wider = withQuery(request, (query) => {
    if (from !== null) query.set("initialdate", shiftDay(from, -1));
    if (to !== null) query.set("finaldate", shiftDay(to, 1));
  });
  const start =
    from === null ? -Infinity : Date.parse(`${from}T00:00:00Z`) - fromOffsetHours * HOUR_MS;
  const end =
    to === null ? Infinity : Date.parse(`${to}T00:00:00Z`) + DAY_MS - toOffsetHours * HOUR_MS;
  return ((await wholeV2(wider, upstream)) ?? []).filter((item) => {
    const at = Date.parse(item.date);
    return at >= start && at < end;
  });
}

/**
 * A filter applied to the rows of the page instead of the query: the page is cut from the result
 * without `dropped`, and only its items in the whole (honest) result are kept; pageMeta is the
 * honest count's.
 */
function afterPaging(
  dropped: readonly string[],
  when: (query: URLSearchParams) => boolean,
): () => Breakage {
  return () => {
    const kept = new Map<string, Set<string>>();
    return async (request, upstream) => {
      const answer = await upstream(request);
      const page = v2Page(answer);
      if (!isFor(request, "v2-occurrences") || page === undefined || !when(request.query))
        return answer;
      const key = request.query.toString();
      let ids = kept.get(key);
      if (ids === undefined) {
        ids = new Set(((await wholeV2(request, upstream)) ?? []).map((item) => item.id));
        kept.set(key, ids);
      }
      const wider = withQuery(request, (query) => dropped.forEach((name) => query.delete(name)));
      const known = ids;
      page.data = (v2Page(await upstream(wider))?.data ?? []).filter((item) => known.has(item.id));
      return answer;
    };
  };
}

/** Each run of items sharing a date, reversed (the order of ties another sort leaves). */
function tiesReversed(items: readonly Occurrence[]): Occurrence[] {
  const out: Occurrence[] = [];
  let run: Occurrence[] = [];
  for (const item of items) {
    if (run.length > 0 && run[0]?.date !== item.date) {
      out.push(...run.reverse());
      run = [];
    }
    run.push(item);
  }
  out.push(...run.reverse());
  return out;
}

/** How many times each idCities value is given. */
function cityCounts(query: URLSearchParams): Map<string, number> {
  const counts = new Map<string, number>();
  for (const city of query.getAll("idCities")) counts.set(city, (counts.get(city) ?? 0) + 1);
  return counts;
}

/** The deepest offset the broken deep-paging server reads from. */
const OFFSET_CAP = 1000;

/** v2 GET /occurrences: real backend mistakes the hand-written rules may not look at. */
export const ORACLE_V2_OCCURRENCE_SERVERS: readonly OracleBrokenServer[] = [
  brokenCase(
    "ORM join on victims: with typeOccurrence=withVictim an occurrence comes once per victim",
    [RULE, "v2.records.unique-id", "v2.partition.type-occurrence", "v2.paging.concatenation"],
    repaged({
      when: (query) => query.get("typeOccurrence") === "withVictim",
      whole: (items) =>
        items.flatMap((item) => Array<Occurrence>(Math.max(1, item.victims.length)).fill(item)),
    }),
  ),
  brokenStateless(
    "pageCount rounded (Math.round) instead of up for takes above 30",
    [RULE, "v2.paging.page-count", "v2.paging.flags"],
    onAnswer("v2-occurrences", (answer) => {
      const meta = v2Page(answer)?.pageMeta;
      if (meta === undefined || meta.take <= 30) return;
      meta.pageCount = Math.round(meta.itemCount / meta.take);
      meta.hasNextPage = meta.page < meta.pageCount;
    }),
  ),
  brokenStateless(
    "hasNextPage false when exactly one item is left after the page (page * take < itemCount - 1)",
    [RULE, "v2.paging.flags"],
    onAnswer("v2-occurrences", (answer) => {
      const meta = v2Page(answer)?.pageMeta;
      if (meta !== undefined) meta.hasNextPage = meta.page * meta.take < meta.itemCount - 1;
    }),
  ),
  brokenStateless(
    "hasPreviousPage false on page 2 (page > 2)",
    [RULE, "v2.paging.flags"],
    onAnswer("v2-occurrences", (answer) => {
      const meta = v2Page(answer)?.pageMeta;
      if (meta !== undefined) meta.hasPreviousPage = meta.page > 2;
    }),
  ),
  brokenCase(
    "an odd take starts pages after the first one item early (offset off by one for odd takes)",
    [RULE, "v2.paging.sequence", "v2.paging.concatenation", "v2.paging.ties"],
    repaged({
      when: (query) => Number(query.get("take")) % 2 === 1 && pageOf(query) > 1,
      page: (items, window) => items.slice(window.start - 1, window.end - 1),
    }),
  ),
  brokenStateless(
    "a page past the end answers the last page's items (the page clamped), pageMeta echoing the page asked",
    [RULE, "v2.paging.depth", "v2.paging.page-size", "v2.paging.sequence"],
    onAnswer("v2-occurrences", async (answer, request, upstream) => {
      const page = v2Page(answer);
      const meta = page?.pageMeta;
      if (page === undefined || meta === undefined || meta.pageCount === 0) return;
      if (meta.page <= meta.pageCount) return;
      const last = withQuery(request, (query) => query.set("page", String(meta.pageCount)));
      page.data = v2Page(await upstream(last))?.data ?? page.data;
    }),
  ),
  brokenStateless(
    "a take above 100 loses the last item of the last page (pageMeta unchanged)",
    [RULE, "v2.paging.page-size", "v2.paging.large-take"],
    onAnswer("v2-occurrences", (answer) => {
      const page = v2Page(answer);
      const meta = page?.pageMeta;
      if (page === undefined || meta === undefined || meta.take <= 100) return;
      if (meta.page === meta.pageCount && page.data.length > 0) page.data.pop();
    }),
  ),
  brokenCase(
    "idState applied after paging when combined with typeOccurrence",
    [RULE, "v2.filter.intersection", "v2.paging.page-size", "v2.partition.type-occurrence"],
    afterPaging(["idState"], (query) => query.has("idState") && query.has("typeOccurrence")),
  ),
  brokenCase(
    "the date window applied after paging when order=DESC",
    [RULE, "v2.paging.page-size", "v2.paging.reverse", "v2.filter.dates"],
    afterPaging(
      ["initialdate", "finaldate"],
      (query) => query.get("order") === "DESC" && hasWindow(query),
    ),
  ),
  brokenCase(
    "a cache keyed without typeOccurrence: a query answered from the cache of the same query with another type",
    [RULE, "v2.filter.type-occurrence", "v2.partition.type-occurrence"],
    cachedOn("v2-occurrences", (query) => without(query, "typeOccurrence")),
  ),
  brokenCase(
    "a cache keyed without order: ASC and DESC of a query answer the first one asked",
    [RULE, "v2.order", "v2.paging.reverse"],
    cachedOn("v2-occurrences", (query) => without(query, "order")),
  ),
  brokenCase(
    "a cache keyed on the first idCities only (query.get): several cities answered as the first one's",
    [RULE, "v2.filter.cities", "v2.partition.cities"],
    cachedOn("v2-occurrences", (query) => {
      const first = query.get("idCities");
      return first === null ? undefined : `${without(query, "idCities")}&idCities=${first}`;
    }),
  ),
  brokenCase(
    "the same idCities given twice: its occurrences come twice (an IN list joined, not a set)",
    [RULE, "v2.filter.cities", "v2.records.unique-id"],
    repaged({
      when: (query) => [...cityCounts(query).values()].some((count) => count > 1),
      whole: (items, request) => {
        const counts = cityCounts(request.query);
        return items.flatMap((item) => Array<Occurrence>(counts.get(item.city.id) ?? 1).fill(item));
      },
    }),
  ),
  brokenStateless(
    "a city of another state still matched: idState dropped when idCities comes with it",
    [RULE, "v2.filter.intersection", "v2.filter.state"],
    onRequest("v2-occurrences", (query) => {
      if (query.has("idCities")) query.delete("idState");
    }),
  ),
  brokenStateless(
    "a one-day window (initialdate = finaldate) answers empty; longer windows keep both days",
    [RULE, "v2.filter.dates", "v2.partition.dates"],
    onAnswer("v2-occurrences", (answer, request) => {
      const page = v2Page(answer);
      const from = request.query.get("initialdate");
      if (page !== undefined && from !== null && from === request.query.get("finaldate"))
        emptyPage(page);
    }),
  ),
  brokenCase(
    "with idState the window is read in -03:00, without it in UTC",
    [RULE, "v2.filter.dates", "v2.partition.dates", "v2.filter.intersection"],
    repaged({
      when: (query) => query.has("idState") && hasWindow(query),
      whole: (_items, request, upstream) => windowAt(request, upstream, -3, -3),
    }),
  ),
  brokenCase(
    "finaldate exclusive when initialdate comes with it, inclusive alone",
    [RULE, "v2.filter.dates", "v2.partition.dates"],
    repaged({
      when: (query) => query.has("initialdate") && query.has("finaldate"),
      whole: (items, request) =>
        items.filter((item) => item.date.slice(0, 10) !== request.query.get("finaldate")),
    }),
  ),
  brokenCase(
    "initialdate compared with the instant (date > D 00:00): the day's records at midnight dropped",
    [RULE, "v2.filter.dates", "v2.partition.dates"],
    repaged({
      when: (query) => query.has("initialdate"),
      whole: (items, request) =>
        items.filter(
          (item) =>
            Date.parse(item.date) !== Date.parse(`${request.query.get("initialdate")}T00:00:00Z`),
        ),
    }),
  ),
  brokenCase(
    "finaldate compared with the instant (date <= D 00:00): the day's records after midnight dropped",
    [RULE, "v2.filter.dates", "v2.partition.dates"],
    repaged({
      when: (query) => query.has("finaldate"),
      whole: (items, request) => {
        const midnight = Date.parse(`${request.query.get("finaldate")}T00:00:00Z`);
        return items.filter((item) => {
          const at = Date.parse(item.date);
          return at <= midnight || at >= midnight + DAY_MS;
        });
      },
    }),
  ),
  brokenCase(
    "initialdate exclusive alone, inclusive when finaldate comes with it",
    [RULE, "v2.filter.dates", "v2.partition.dates"],
    repaged({
      when: (query) => query.has("initialdate") && !query.has("finaldate"),
      whole: (items, request) =>
        items.filter((item) => item.date.slice(0, 10) !== request.query.get("initialdate")),
    }),
  ),
  brokenCase(
    "initialdate read in -03:00, finaldate in UTC (the offset applied to one bound only)",
    [RULE, "v2.filter.dates", "v2.partition.dates"],
    repaged({
      when: hasWindow,
      whole: (_items, request, upstream) => windowAt(request, upstream, -3, 0),
    }),
  ),
  brokenCase(
    "typeOccurrence=withVictim with idCities keeps only occurrences with a death (joined to the deaths table)",
    [
      RULE,
      "v2.filter.type-occurrence",
      "v2.partition.type-occurrence",
      "v2.filter.intersection",
      "v2.partition.cities",
      "v2.filter.cities",
    ],
    repaged({
      when: (query) => query.get("typeOccurrence") === "withVictim" && query.has("idCities"),
      whole: (items) =>
        items.filter((item) => item.victims.some((victim) => victim.situation !== "Wounded")),
    }),
  ),
  brokenStateless(
    "a page of take 5 or less carries the look-ahead item fetched for hasNextPage",
    [RULE, "v2.paging.page-size"],
    onAnswer("v2-occurrences", async (answer, request, upstream) => {
      const page = v2Page(answer);
      const meta = page?.pageMeta;
      if (page === undefined || meta === undefined || meta.take > 5 || !meta.hasNextPage) return;
      const next = withQuery(request, (query) => query.set("page", String(meta.page + 1)));
      const [ahead] = v2Page(await upstream(next))?.data ?? [];
      if (ahead !== undefined) page.data.push(ahead);
    }),
  ),
  brokenStateless(
    "itemCount of a state-and-window query counts the state alone (the count query forgets the window)",
    [RULE, "v2.paging.item-count-stable", "v2.partition.dates", "v2.paging.page-count"],
    onAnswer("v2-occurrences", async (answer, request, upstream) => {
      const meta = v2Page(answer)?.pageMeta;
      if (meta === undefined || !request.query.has("idState") || !hasWindow(request.query)) return;
      const stateOnly = withQuery(request, (query) => {
        query.delete("initialdate");
        query.delete("finaldate");
      });
      const counted = v2Page(await upstream(stateOnly))?.pageMeta.itemCount;
      if (counted === undefined) return;
      meta.itemCount = counted;
      meta.pageCount = Math.ceil(counted / meta.take);
      meta.hasNextPage = meta.page < meta.pageCount;
    }),
  ),
  brokenCase(
    "ORDER BY date without a tiebreak: tied records ordered one way on odd pages, the other on even ones",
    [RULE, "v2.paging.ties", "v2.paging.sequence", "v2.paging.concatenation"],
    repaged({
      when: () => true,
      page: (items, window) => {
        const even = window.pageMeta.page % 2 === 0;
        return (even ? tiesReversed(items) : [...items]).slice(window.start, window.end);
      },
    }),
  ),
  brokenCase(
    `an offset capped at ${OFFSET_CAP} rows: deeper pages answer the rows at ${OFFSET_CAP}`,
    [RULE, "v2.paging.depth", "v2.paging.sequence", "v2.paging.concatenation"],
    repaged({
      when: (query) => (pageOf(query) - 1) * Number(query.get("take") ?? "25") > OFFSET_CAP,
      page: (items, window) =>
        items
          .slice(OFFSET_CAP, OFFSET_CAP + window.pageMeta.take)
          .slice(0, window.end - window.start),
    }),
  ),
  brokenStateless(
    "hasNextPage from a look-ahead on the page's length: true on a full last page (itemCount a multiple of take)",
    [RULE, "v2.paging.flags"],
    onAnswer("v2-occurrences", (answer) => {
      const page = v2Page(answer);
      if (page !== undefined && page.data.length === page.pageMeta.take && page.data.length > 0)
        page.pageMeta.hasNextPage = true;
    }),
  ),
  brokenStateless(
    "pageCount counted one page ahead (page + 1 while a next page exists, from a look-ahead paginator)",
    [RULE, "v2.paging.page-count", "v2.paging.flags"],
    onAnswer("v2-occurrences", (answer) => {
      const meta = v2Page(answer)?.pageMeta;
      if (meta !== undefined && meta.hasNextPage) meta.pageCount = meta.page + 1;
    }),
  ),
  brokenStateless(
    "the partial last page answers empty (the past-the-end test is page * take > itemCount)",
    [RULE, "v2.paging.page-size", "v2.paging.concatenation", "v2.paging.sequence"],
    onAnswer("v2-occurrences", (answer) => {
      const page = v2Page(answer);
      const meta = page?.pageMeta;
      if (page !== undefined && meta !== undefined && meta.page * meta.take > meta.itemCount)
        page.data = [];
    }),
  ),
  brokenCase(
    "with typeOccurrence=withVictim itemCount counts joined rows (COUNT(*) over occurrences and victims), the pages distinct",
    [RULE, "v2.paging.page-count", "v2.partition.type-occurrence", "v2.paging.item-count-stable"],
    () => {
      const counted = new Map<string, number>();
      return onAnswer("v2-occurrences", async (answer, request, upstream) => {
        const meta = v2Page(answer)?.pageMeta;
        if (meta === undefined || request.query.get("typeOccurrence") !== "withVictim") return;
        const key = wholeKey(request);
        let rows = counted.get(key);
        if (rows === undefined) {
          const items = (await wholeV2(request, upstream)) ?? [];
          rows = items.reduce((sum, item) => sum + Math.max(1, item.victims.length), 0);
          counted.set(key, rows);
        }
        meta.itemCount = rows;
        meta.pageCount = Math.ceil(rows / meta.take);
        meta.hasNextPage = meta.page < meta.pageCount;
      });
    },
  ),
  brokenCase(
    "a cache keyed on the query text cut at 128 characters (a varchar(128) key column)",
    [RULE, "v2.filter.cities", "v2.paging.sequence", "v2.order"],
    cachedOn("v2-occurrences", (query) => query.toString().slice(0, 128)),
  ),
  brokenStateless(
    "with idCities each occurrence's state.id is its region's id (the join through regions aliases both as id)",
    [RULE, "v2.records.city-state", "v2.consistency", "v2.records.stable"],
    onAnswer("v2-occurrences", (answer, request) => {
      if (!request.query.has("idCities")) return;
      for (const item of v2Page(answer)?.data ?? [])
        item.state = { ...item.state, id: item.region.id };
    }),
  ),
  brokenStateless(
    "with idCities the date is written without its offset, as the -03:00 wall clock (a timestamp-without-zone column)",
    [RULE, "v2.schema", "v2.records.stable"],
    onAnswer("v2-occurrences", (answer, request) => {
      if (!request.query.has("idCities")) return;
      for (const item of v2Page(answer)?.data ?? [])
        item.date = new Date(Date.parse(item.date) - 3 * HOUR_MS).toISOString().slice(0, 23);
    }),
  ),
];
