import { pathOf } from "../contract";

/**
 * Every check the conformance suite runs: a stable id, the spec section it enforces and what it
 * asserts. Reports, the jest entry (one test per check) and the docs all read this list.
 */
export const CHECKS = [
  // v2
  { id: "v2.status", spec: "api-v2 7", title: "valid v2 requests answer HTTP 200 with JSON" },
  { id: "v2.schema", spec: "api-v2 2", title: "every v2 body validates against its schema" },
  {
    id: "v2.content-type",
    spec: "api-v2 1, 2.1",
    title: "JSON bodies come with a JSON Content-Type (application/json or */*+json)",
  },
  {
    id: "v2.paging.page-count",
    spec: "api-v2 2.2",
    title: "pageCount = ceil(itemCount / take)",
  },
  {
    id: "v2.paging.flags",
    spec: "api-v2 2.2",
    title: "hasPreviousPage and hasNextPage agree with page and pageCount",
  },
  {
    id: "v2.paging.echo",
    spec: "api-v2 2.2",
    title: "pageMeta echoes the requested page and take",
  },
  {
    id: "v2.paging.page-size",
    spec: "api-v2 2.2, 8",
    title: "full pages hold take items, the last page the remainder, a page past the end none",
  },
  {
    id: "v2.paging.item-count-stable",
    spec: "api-v2 2.2",
    title: "itemCount does not depend on take, page or order",
  },
  {
    id: "v2.paging.large-take",
    spec: "api-v2 2.2",
    title:
      "a take above the maximum, when served, holds as many items as its own pageMeta states (refusing or capping it is observed)",
  },
  {
    id: "v2.paging.repeatable",
    spec: "api-v2 2.2, 4.1",
    title:
      "the same query asked three times answers the same records (no filter dropped now and then)",
  },
  {
    id: "v2.paging.stable-order",
    spec: "api-v2 4.1, 8",
    title: "the same query asked three times answers its records in the same order",
  },
  {
    id: "v2.paging.concatenation",
    spec: "api-v2 8",
    title: "the pages of a query, concatenated, equal the whole set (no duplicates, no gaps)",
  },
  {
    id: "v2.paging.sequence",
    spec: "api-v2 2.2, 4.1, 8",
    title:
      "a filtered set read page by page to its end: in order across page borders, no item twice, as many items as itemCount, none past the end",
  },
  {
    id: "v2.paging.reverse",
    spec: "api-v2 4.1, 8",
    title:
      "the set read to its end in order=DESC is the ASC sequence reversed (items of equal date compared as sets)",
  },
  {
    id: "v2.paging.ties",
    spec: "api-v2 2.2, 4.1, 8",
    title:
      "a page edge inside a tie (records of equal date, found among what the server listed): each tied record on one of the two pages, none on both; the window and the pages asked twice answer alike",
  },
  {
    id: "v2.paging.depth",
    spec: "api-v2 2.2, 8",
    title:
      "the last two pages of a window of five pages or more hold the rest of itemCount, none twice, and are the first records of order=DESC reversed",
  },
  { id: "v2.filter.state", spec: "api-v2 4.1", title: "idState: every item is in the state" },
  {
    id: "v2.filter.cities",
    spec: "api-v2 4.1",
    title: "idCities: every item is in one of the cities",
  },
  {
    id: "v2.filter.dates",
    spec: "api-v2 4.1",
    title: "initialdate/finaldate: items inside the window come back, items outside do not",
  },
  {
    id: "v2.filter.type-occurrence",
    spec: "api-v2 4.1",
    title: "typeOccurrence=withVictim: every item has a victim (human or animal)",
  },
  {
    id: "v2.filter.intersection",
    spec: "api-v2 4.1",
    title: "combined filters give the intersection of the single filters",
  },
  {
    id: "v2.partition.states",
    spec: "api-v2 4.1",
    title: "the counts of every state (idState) add up to the unfiltered itemCount",
  },
  {
    id: "v2.partition.cities",
    spec: "api-v2 4.1",
    title:
      "several idCities: the counts of a state's cities, split into groups, add up to the state's, alone and combined with typeOccurrence and dates",
  },
  {
    id: "v2.partition.type-occurrence",
    spec: "api-v2 4.1",
    title:
      "typeOccurrence: withVictim and withoutVictim (when served) add up to all and to the unfiltered count, alone and with idState; assumes withoutVictim is the complement of withVictim under one reading of 'with victims' (human only, or human or animal)",
  },
  {
    id: "v2.partition.dates",
    spec: "api-v2 4.1",
    title:
      "a date window split in two by the bounds' classified reading (inclusive or exclusive, any offset): the parts' counts add up to the window's, alone and with idState",
  },
  { id: "v2.order", spec: "api-v2 4.1", title: "order=ASC and order=DESC are monotonic by date" },
  {
    id: "v2.consistency",
    spec: "api-v2 2.3, 2.6, 2.7, 2.11",
    title:
      "victims belong to their occurrence; one name per state id; an occurrence's city is the city of that id in GET /cities",
  },
  {
    id: "v2.records.unique-id",
    spec: "api-v2 2.3",
    title: "no two records of an answer share an id",
  },
  {
    id: "v2.records.victims",
    spec: "api-v2 2.3, 2.6, 2.7",
    title: "no victim is listed twice under its occurrence",
  },
  {
    id: "v2.records.city-state",
    spec: "api-v2 2.3, 4.2",
    title: "a record's city belongs to its state object (the city's state in GET /cities)",
  },
  {
    id: "v2.records.stable",
    spec: "api-v2 2.3",
    title: "the same record (by id) answers the same in every query",
  },
  {
    id: "v2.dates.zone",
    spec: "api-v2 2.3",
    title:
      "every date is an ISO 8601 timestamp in UTC (Z or +00:00); that its instant is the record's is judged against v1 (cross.dates)",
  },
  {
    id: "v2.format.city-name",
    spec: "api-v2 2.3",
    title: "occurrence city names are upper case without accents",
  },
  {
    id: "v2.cities.filters",
    spec: "api-v2 4.2",
    title: "cityId, stateId and cityName return only (and all) matching cities",
  },
  {
    id: "v2.cities.bare-query",
    spec: "api-v2 4.2",
    title: `GET ${pathOf("v2-cities")}? with a bare ? (as real clients send it; sent raw) answers as without it`,
  },
  // v1
  { id: "v1.status", spec: "api-v1 1", title: "valid v1 requests answer HTTP 200 with an array" },
  { id: "v1.schema", spec: "api-v1 2", title: "every v1 body validates against its schema" },
  {
    id: "v1.content-type",
    spec: "api-v1 1",
    title: "JSON bodies come with a JSON Content-Type (application/json or */*+json)",
  },
  {
    id: "v1.definitions",
    spec: "api-v1 4.2, 4.4",
    title: "definitions list the columns in the spec's order",
  },
  {
    id: "v1.field-selection",
    spec: "api-v1 4.1, 4.3",
    title: "field[] returns exactly the named columns",
  },
  {
    id: "v1.filter.occurrences",
    spec: "api-v1 4.1",
    title: "estado_id[], cidade_id[], data_ocorrencia[gt]/[lt] hold on every row",
  },
  {
    id: "v1.filter.dates",
    spec: "api-v1 4.1",
    title:
      "data_ocorrencia[gt]/[lt]: no row shown on a day before [gt] or after [lt], the rows of the days between all come back (the bound's own day either way), judged on a window whose outside neighbour days hold rows",
  },
  {
    id: "v1.dates.zone",
    spec: "api-v1 2.1, 9; api-v2 2.3",
    title:
      "data_ocorrencia shows every record in one zone: v1 shown time − v2 instant is one whole zone offset (a multiple of 15 min, at most 14 h), established from records paired with v2 by coordinates",
  },
  {
    id: "v1.filter.cities",
    spec: "api-v1 4.3",
    title: "Populacao[gt]/[lt], EstadoId, Cidade[lk] hold on every row",
  },
  { id: "v1.counts", spec: "api-v1 2.1", title: "victim counts are non-negative integers" },
  {
    id: "v1.partition",
    spec: "api-v1 4.1",
    title:
      "several estado_id[] / cidade_id[]: the rows are the union of each value's rows, none twice",
  },
  {
    id: "v1.consistency",
    spec: "api-v1 2.1, 2.2",
    title:
      "nome_cidade is the city of cidade_id in GET /cities; hora_ocorrencia is the time of data_ocorrencia; one nome_estado per estado_id",
  },
  // both
  {
    id: "cross.cities",
    spec: "api-v1 9",
    title: "v1 and v2 list the same cities (names compared case-insensitively)",
  },
  {
    id: "cross.records",
    spec: "api-v1 2.1, 9",
    title:
      "record by record (paired by date): v1 coordinates, victim counts (summed), populacao_cidade and estado_id are those of the v2 record and its city",
  },
  {
    id: "cross.occurrence-count",
    spec: "api-v1 9",
    title: "v1 and v2 agree on the number of occurrences of a city and date window",
  },
  {
    id: "cross.dates",
    spec: "api-v1 2.1, 9; api-v2 2.3",
    title:
      "the same records read the same dates in v1 and v2: each v1 row paired with its v2 record by place shows the v2 date in the zone v1 is shown in, to the second (witnessed by a record near midnight); a city's window sorted alike differs by that one offset",
  },
] as const;

/** One entry of the catalogue. */
export type CheckInfo = (typeof CHECKS)[number];

/** The id of a check, e.g. `v2.paging.page-count`. */
export type CheckId = CheckInfo["id"];

/** The API a check belongs to: the first segment of its id. */
export type CheckGroup = "v2" | "v1" | "cross";

/** The catalogue entry of a check id. */
export function checkInfo(id: CheckId): CheckInfo {
  const info = CHECKS.find((check) => check.id === id);
  if (info === undefined) throw new Error(`unknown check: ${id}`);
  return info;
}

/** The group of a check id. */
export function checkGroup(id: CheckId): CheckGroup {
  return id.startsWith("v1.") ? "v1" : id.startsWith("v2.") ? "v2" : "cross";
}
