import { queryOf } from "../answer-evidence";
import { type CheckInput, pageOf, queryValue } from "../exchange";
import { failure, outcome, type CheckOutcome, type Failure } from "../outcome";
import type { LooseOccurrence } from "../read-body";
import { filterKey } from "./check-item-count-stable";

/** A served page of a query: the positions it holds in the query's whole ordered result. */
interface Placed {
  readonly exchange: CheckInput;
  readonly take: number;
  readonly offset: number;
  readonly items: readonly LooseOccurrence[];
}

/** The answer's page, placed by the page and take it states (else those asked). */
function placed(exchange: CheckInput): Placed | undefined {
  if (exchange.status !== 200) return undefined;
  const page = pageOf(exchange);
  if (page === undefined || page.items.length === 0) return undefined;
  const asked = (name: string): number => Number(queryValue(exchange.query, name) ?? Number.NaN);
  const take = page.meta?.take ?? asked("take");
  const number = page.meta?.page ?? (Number.isNaN(asked("page")) ? 1 : asked("page"));
  if (!Number.isInteger(take) || take < 1 || !Number.isInteger(number) || number < 1)
    return undefined;
  return { exchange, take, offset: (number - 1) * take, items: page.items };
}

/** Pages of one query compared pairwise, at most: the first ones asked. */
const PAGES_PER_QUERY = 12;

/** The filters and the order of a request: pages of one query share it, whatever their take. */
function queryKey(exchange: CheckInput): string {
  const order = queryValue(exchange.query, "order") ?? "";
  return `${filterKey(exchange)}|order=${order}`;
}

/** How two pages of one query disagree where they overlap, or undefined when they agree. */
function disagreement(a: Placed, b: Placed): string | undefined {
  const from = Math.max(a.offset, b.offset);
  const to = Math.min(a.offset + a.items.length, b.offset + b.items.length);
  const at = (page: Placed, position: number): LooseOccurrence =>
    page.items[position - page.offset] as LooseOccurrence;
  const differ = (position: number): string => {
    const [left, right] = [at(a, position), at(b, position)];
    return `position ${position + 1}: ${left.id ?? "?"} (${left.date ?? "?"}) against ${right.id ?? "?"} (${right.date ?? "?"})`;
  };
  for (let position = from; position < to; position += 1) {
    const time = at(a, position).time;
    if (at(a, position).id === at(b, position).id) continue;
    if (time === undefined || at(b, position).time !== time) return differ(position);
    // Records that share an instant may be ordered otherwise at another take (the spec orders
    // no ties): a run of them may hold other records where the overlap cuts it, not where both
    // pages hold it whole (it starts the result or past the overlap's start, and ends inside).
    let start = position;
    while (start > from && at(a, start - 1).time === time) start -= 1;
    let end = position;
    while (end + 1 < to && at(a, end + 1).time === time) end += 1;
    for (let inside = start; inside <= end; inside += 1)
      if (at(b, inside).time !== time) return differ(inside);
    const ids = (page: Placed): string =>
      Array.from({ length: end - start + 1 }, (_, index) => at(page, start + index).id ?? "?")
        .sort()
        .join();
    if ((start > from || from === 0) && end + 1 < to && ids(a) !== ids(b))
      return `positions ${start + 1}–${end + 1} (every record at ${at(a, start).date ?? "?"}): other records`;
    position = end;
  }
  return undefined;
}

/**
 * Pages of one query asked at different takes agree where they overlap (api-v2 2.2, 4.1): the
 * record at a position of the ordered result does not depend on the take that reached it, so a
 * server whose answers change with the take (a cap, a LIMIT off by one, another plan at a large
 * take) differs. Records that share an instant may swap where the overlap cuts their run; a run
 * held whole by both pages holds the same records. Witnessed by two pages of one query at
 * different takes sharing two positions or more.
 */
export function checkTakeAgreement(exchanges: readonly CheckInput[]): CheckOutcome {
  const groups = new Map<string, Placed[]>();
  for (const exchange of exchanges) {
    const page = placed(exchange);
    if (page === undefined) continue;
    const key = queryKey(exchange);
    const same = groups.get(key) ?? [];
    const known = same.some((other) => other.take === page.take && other.offset === page.offset);
    if (same.length < PAGES_PER_QUERY && !known) same.push(page);
    groups.set(key, same);
  }
  const failures: Failure[] = [];
  let witness: string | undefined;
  for (const pages of groups.values()) {
    for (const [index, a] of pages.entries()) {
      for (const b of pages.slice(index + 1)) {
        const shared =
          Math.min(a.offset + a.items.length, b.offset + b.items.length) -
          Math.max(a.offset, b.offset);
        if (shared < 2) continue;
        witness ??= `${queryOf(a.exchange)} against take=${b.take}`;
        const why = disagreement(a, b);
        if (why === undefined || failures.length > 0) continue;
        failures.push(
          failure(
            "v2.paging.take-agreement",
            b.exchange,
            `the same query answers other records at take=${b.take} than at take=${a.take}`,
            `the records of ${a.exchange.url} where the pages overlap`,
            why,
          ),
        );
      }
    }
  }
  return witness === undefined
    ? {
        ...outcome("v2.paging.take-agreement", failures),
        unwitnessed: "no query asked at two takes whose pages overlap",
      }
    : { ...outcome("v2.paging.take-agreement", failures), witness };
}
