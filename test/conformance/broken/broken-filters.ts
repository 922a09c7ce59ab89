import type { Breakage } from "./break-handler";
import { broken, type BrokenServer } from "./broken-server";
import { drawsFrom, filterKinds, isFor, onRequest, pageOf, withQuery } from "./answers";

/** Keeps only the first value of a repeated parameter. */
function firstOnly(name: string): (query: URLSearchParams) => void {
  return (query) => {
    const [first] = query.getAll(name);
    query.delete(name);
    if (first !== undefined) query.set(name, first);
  };
}

/** Drops the window when another filter comes with it. */
function dropWindow(query: URLSearchParams): void {
  query.delete("initialdate");
  query.delete("finaldate");
}

/** The share of state/city queries that lose their filter in the flaky server. */
const FLAKY_SHARE = 0.2;

/** Drops idState and idCities from about one request in five that carries them (seeded). */
function flakyFilter(): Breakage {
  const draw = drawsFrom(25);
  return (request, upstream) => {
    const filtered = request.query.has("idState") || request.query.has("idCities");
    if (!isFor(request, "v2-occurrences") || !filtered || draw() >= FLAKY_SHARE)
      return upstream(request);
    return upstream(
      withQuery(request, (query) => ["idState", "idCities"].forEach((name) => query.delete(name))),
    );
  };
}

/**
 * Filters in combination, in both versions, also on pages after the first (api-v2 4.1, api-v1 4.1).
 */
export const FILTER_BREAKAGES: readonly BrokenServer[] = [
  broken(
    "state + city: idCities dropped when idState comes with it",
    ["v2.filter.intersection"],
    onRequest("v2-occurrences", (query) => {
      if (query.has("idState")) query.delete("idCities");
    }),
  ),
  broken(
    "city + window: the window dropped when idCities comes with it",
    ["v2.filter.intersection", "v2.partition.cities"],
    onRequest("v2-occurrences", (query) => {
      if (query.has("idCities")) dropWindow(query);
    }),
  ),
  broken(
    "window + type: typeOccurrence dropped when a window comes with it",
    ["v2.filter.intersection", "v2.filter.type-occurrence", "v2.partition.type-occurrence"],
    onRequest("v2-occurrences", (query) => {
      if (query.has("initialdate") || query.has("finaldate")) query.delete("typeOccurrence");
    }),
  ),
  broken(
    "state + window: the window dropped when idState comes with it",
    ["v2.filter.intersection", "v2.partition.dates", "v2.filter.dates"],
    onRequest("v2-occurrences", (query) => {
      if (query.has("idState")) dropWindow(query);
    }),
  ),
  broken(
    "city + type: typeOccurrence dropped when idCities comes with it",
    ["v2.filter.intersection", "v2.partition.cities", "v2.filter.type-occurrence"],
    onRequest("v2-occurrences", (query) => {
      if (query.has("idCities")) query.delete("typeOccurrence");
    }),
  ),
  broken(
    "repeated idCities: only the first honoured",
    ["v2.filter.cities", "v2.partition.cities"],
    onRequest("v2-occurrences", firstOnly("idCities")),
  ),
  broken(
    "repeated idCities: only the last honoured when a state comes with them",
    ["v2.filter.intersection", "v2.filter.cities"],
    onRequest("v2-occurrences", (query) => {
      const cities = query.getAll("idCities");
      const last = cities[cities.length - 1];
      if (!query.has("idState") || last === undefined) return;
      query.delete("idCities");
      query.set("idCities", last);
    }),
  ),
  broken(
    "v1: several estado_id[]: only the first honoured",
    ["v1.partition", "v1.filter.occurrences"],
    onRequest("v1-occurrences", firstOnly("estado_id[]")),
  ),
  broken(
    "v1: several cidade_id[]: only the first honoured",
    ["v1.partition", "v1.filter.occurrences"],
    onRequest("v1-occurrences", firstOnly("cidade_id[]")),
  ),
  broken(
    "v1: cidade_id[] dropped when estado_id[] comes with it",
    ["v1.filter.occurrences", "v1.partition"],
    onRequest("v1-occurrences", (query) => {
      if (query.has("estado_id[]")) query.delete("cidade_id[]");
    }),
  ),
  broken(
    "order with filters: order ignored (ASC) when a filter comes with it",
    ["v2.order", "v2.paging.reverse"],
    onRequest("v2-occurrences", (query) => {
      if (filterKinds(query) > 0) query.delete("order");
    }),
  ),
  broken(
    "on pages after the first, a combined query loses its window",
    [
      "v2.filter.intersection",
      "v2.filter.dates",
      "v2.paging.sequence",
      "v2.paging.item-count-stable",
    ],
    onRequest("v2-occurrences", (query) => {
      if (pageOf(query) > 1 && filterKinds(query) > 1) dropWindow(query);
    }),
  ),
  broken(
    "on pages after the first, idCities is dropped",
    [
      "v2.filter.cities",
      "v2.filter.intersection",
      "v2.paging.sequence",
      "v2.paging.item-count-stable",
    ],
    onRequest("v2-occurrences", (query) => {
      if (pageOf(query) > 1) query.delete("idCities");
    }),
  ),
  {
    name: "a filter dropped now and then: idState and idCities ignored on one request in five (seeded)",
    rules: [
      "v2.filter.repeatable",
      "v2.paging.repeatable",
      "v2.filter.state",
      "v2.filter.cities",
      "v2.filter.intersection",
      "v2.partition.states",
      "v2.partition.cities",
      "v2.paging.item-count-stable",
      "v2.paging.sequence",
      "v2.records.stable",
    ],
    make: flakyFilter,
  },
];
