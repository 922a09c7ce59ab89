import type { Breakage } from "./break-handler";
import type { ServerVariant } from "./broken-server";
import { errorBody } from "./broken-dates-errors";
import { emptyPage, isFor, pageOf, shiftParameter, v2Page, withQuery } from "./answers";

/** The maximum take of the capping variant. */
const CAPPED_TAKE = 100;

/** A page past the end (of a non-empty set) answered with this status and an error body. */
function pastTheEnd(status: number): Breakage {
  return async (request, upstream) => {
    const answer = await upstream(request);
    const meta = v2Page(answer)?.pageMeta;
    if (!isFor(request, "v2-occurrences") || meta === undefined) return answer;
    if (meta.itemCount === 0 || pageOf(request.query) <= meta.pageCount) return answer;
    return { status, headers: answer.headers, body: await errorBody(request, upstream) };
  };
}

/**
 * One window bound made exclusive: moved a day inward; a window left empty answers an empty page.
 * A bound given more than once goes to the mock as it came (it reads a repeated value as the mock
 * does: the only difference is the bound's day).
 */
export function exclusiveBound(name: "initialdate" | "finaldate"): Breakage {
  return async (request, upstream) => {
    if (!isFor(request, "v2-occurrences") || request.query.getAll(name).length !== 1)
      return upstream(request);
    const moved = withQuery(request, (query) =>
      shiftParameter(query, name, name === "initialdate" ? 1 : -1),
    );
    const from = moved.query.get("initialdate");
    const to = moved.query.get("finaldate");
    if (from === null || to === null || from <= to) return upstream(moved);
    const answer = await upstream(request);
    const page = v2Page(answer);
    if (page !== undefined) emptyPage(page);
    return answer;
  };
}

/** Servers that differ from the mock only where the spec is silent: each must pass. */
export const SPEC_SILENT_VARIANTS: readonly ServerVariant[] = [
  {
    name: "the honest mock behind the breakage layer",
    make: () => (request, upstream) => upstream(request),
  },
  { name: "a page past the end answered HTTP 400", make: () => pastTheEnd(400) },
  { name: "a page past the end answered HTTP 404", make: () => pastTheEnd(404) },
  {
    name: `a take above ${CAPPED_TAKE} capped at ${CAPPED_TAKE}, pageMeta stating take ${CAPPED_TAKE}`,
    make: () => (request, upstream) => {
      const take = Number(request.query.get("take") ?? "0");
      if (!isFor(request, "v2-occurrences") || !(take > CAPPED_TAKE)) return upstream(request);
      return upstream(withQuery(request, (query) => query.set("take", String(CAPPED_TAKE))));
    },
  },
  {
    name: `maximum take ${CAPPED_TAKE}: a larger take refused with HTTP 400`,
    make: () => (request, upstream) => upstream(request),
    settings: { maxTake: CAPPED_TAKE },
  },
  {
    name: "default take 10",
    make: () => (request, upstream) => upstream(request),
    settings: { defaultTake: 10 },
  },
  {
    name: "default order DESC",
    make: () => (request, upstream) => upstream(request),
    settings: { defaultOrder: "DESC" },
  },
  // Whether the date bounds are inclusive is not shown (api-v2 4.1; real-world: not known
  // anywhere): a server that drops a bound's own day is observed, never failed.
  {
    name: "finaldate exclusive: the window's last day dropped",
    make: () => exclusiveBound("finaldate"),
  },
  {
    name: "initialdate exclusive: the window's first day dropped",
    make: () => exclusiveBound("initialdate"),
  },
  {
    name: "window dates read in -03:00",
    make: () => (request, upstream) => upstream(request),
    settings: { dateOffset: "-03:00" },
  },
  {
    name: "unknown v2 parameters ignored (named in X-Ignored-Parameters)",
    make: () => (request, upstream) => upstream(request),
    settings: { unknownParameters: "ignore" },
  },
];
