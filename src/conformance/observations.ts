import { type ExchangeView, pageOf } from "./exchange";
import type { Observation } from "./outcome";
import { readV1Rows, readV2Cities } from "./read-body";

/** A body as one short line for observations. */
export function compactBody(exchange: ExchangeView, max = 160): string {
  if (exchange.status === 0 || exchange.error !== undefined) return exchange.error ?? "no answer";
  const text = exchange.json ? JSON.stringify(exchange.body) : exchange.text.replace(/\s+/g, " ");
  if (text === "") return "an empty body";
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}

function answer(exchange: ExchangeView): string {
  return exchange.status === 0
    ? `no answer (${exchange.error ?? "error"})`
    : `HTTP ${exchange.status} with body ${compactBody(exchange)}`;
}

/** The take a server uses when none is asked. */
export function observeDefaultTake(exchange: ExchangeView): Observation {
  const page = pageOf(exchange);
  const take = page?.meta?.take;
  const text =
    exchange.status !== 200 || page === undefined
      ? `default take: unknown (${answer(exchange)})`
      : `default take: ${take ?? `not stated (${page.items.length} items on page 1)`}`;
  return { topic: "default-take", text, exchange };
}

/** The order a server uses when none is asked, read from the dates of one page. */
export function observeDefaultOrder(exchange: ExchangeView): Observation {
  const times = (pageOf(exchange)?.items ?? []).flatMap((item) =>
    item.time === undefined ? [] : [item.time],
  );
  const ascending = times.every((t, i) => i === 0 || t >= (times[i - 1] as number));
  const descending = times.every((t, i) => i === 0 || t <= (times[i - 1] as number));
  const text =
    times.length < 2
      ? "default order: undetermined (fewer than 2 dated items)"
      : ascending && descending
        ? "default order: undetermined (all items share one date)"
        : ascending
          ? "default order: ASC by date"
          : descending
            ? "default order: DESC by date"
            : "default order: not by date";
  return { topic: "default-order", text, exchange };
}

/** What a server does with a large take (the maximum take is not shown). */
export function observeTake(exchange: ExchangeView, take: number): Observation {
  const page = pageOf(exchange);
  let text: string;
  if (exchange.status === 200 && page !== undefined) {
    const echoed = page.meta?.take;
    const counts = `${page.items.length} items of ${page.meta?.itemCount ?? "?"}`;
    text =
      echoed === undefined || echoed === take
        ? `take=${take}: accepted (${counts})`
        : `take=${take}: capped at ${echoed} (${counts})`;
  } else {
    text = `take=${take}: ${answer(exchange)}`;
  }
  return { topic: "max-take", text, exchange };
}

/** What a server answers to a malformed parameter (error bodies are not shown). */
export function observeBadParameter(exchange: ExchangeView, label: string): Observation {
  const text =
    exchange.status >= 200 && exchange.status < 300
      ? `bad parameter ${label}: accepted (HTTP ${exchange.status})`
      : `bad parameter ${label}: ${answer(exchange)}`;
  return { topic: "bad-parameter", text, exchange };
}

/** Whether the unspecified GET /api/v2/states is served. */
export function observeStates(exchange: ExchangeView): Observation {
  const states = readV2Cities(exchange.body);
  const about = "GET /api/v2/states (not in the spec, used by real clients)";
  const text =
    exchange.status === 200 && states !== undefined
      ? `${about}: HTTP 200, ${states.length} states`
      : exchange.status === 200 && Array.isArray(exchange.body)
        ? `${about}: HTTP 200 with a bare array of ${exchange.body.length}, not the envelope real clients read (states in \`data\`): not judged, the spec does not state this endpoint`
        : `${about}: ${answer(exchange)}`;
  return { topic: "states-endpoint", text, exchange };
}

/** What a server does with a typeOccurrence value the spec does not show. */
export function observeTypeOccurrence(exchange: ExchangeView, value: string): Observation {
  const page = pageOf(exchange);
  if (exchange.status !== 200 || page === undefined) {
    return {
      topic: "type-occurrence",
      text: `typeOccurrence=${value}: ${answer(exchange)}`,
      exchange,
    };
  }
  const withVictims = page.items.filter((item) => (item.victimCount ?? 0) > 0).length;
  const text = `typeOccurrence=${value}: HTTP 200, itemCount ${page.meta?.itemCount ?? "?"}; on page 1 ${withVictims} of ${page.items.length} items have victims`;
  return { topic: "type-occurrence", text, exchange };
}

/** How cityName matches (exact, partial, case): not shown, so only observed. */
export function observeCityName(
  exchange: ExchangeView,
  label: string,
  names: readonly string[],
): Observation {
  const cities = readV2Cities(exchange.body);
  const text =
    exchange.status === 200 && cities !== undefined
      ? `cityName=${label}: ${cities.length} city(ies)${
          cities.length > 0
            ? ` (${cities
                .slice(0, 3)
                .map((c) => c.name)
                .join(", ")})`
            : ""
        }; matching names in the full list: ${names.join(", ") || "none"}`
      : `cityName=${label}: ${answer(exchange)}`;
  return { topic: "city-name-matching", text, exchange };
}

/** Whether v1 pages its lists (not shown): the answer to paging parameters. */
export function observeV1Paging(exchange: ExchangeView, fullCount: number): Observation {
  const rows = readV1Rows(exchange.body);
  const text =
    exchange.status === 200 && rows !== undefined
      ? rows.length === fullCount
        ? `v1 paging: page=2&limit=5 ignored (all ${fullCount} rows again); lists are not paged`
        : `v1 paging: page=2&limit=5 gave ${rows.length} of ${fullCount} rows`
      : `v1 paging: page=2&limit=5 answered ${answer(exchange)}`;
  return { topic: "v1-paging", text, exchange };
}

/** How a v1 operator reads when the spec leaves it open. */
export function observeV1Operator(
  exchange: ExchangeView,
  label: string,
  detail: string,
): Observation {
  const rows = readV1Rows(exchange.body);
  const text =
    exchange.status === 200 && rows !== undefined
      ? `${label}: ${rows.length} row(s)${detail === "" ? "" : `; ${detail}`}`
      : `${label}: ${answer(exchange)}`;
  return { topic: "v1-operators", text, exchange };
}
