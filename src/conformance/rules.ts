import { pathOf } from "../contract";
import { DOCUMENTED_PARAMETERS, type CoveredOperation } from "./documented-parameters";

export type { CoveredOperation } from "./documented-parameters";

/**
 * How `learn` judges a rule on a capture: `answers` on the captured answers it applies to
 * (witnessed by one a server breaking it would have answered differently), `filter` on every
 * answer that sends the filter, its witness waiting for the whole capture (records the filter
 * leaves out, an unfiltered count); `none`: learn applies no check of it yet (reported as the
 * capture holding no answer it applies to); or why it cannot (`cannot`): not-applicable there.
 */
export type LearnJudgement = "answers" | "filter" | "none" | { readonly cannot: string };

/** One row of the rule table: everything the project states about a rule. */
export interface Rule {
  /** Stable id, e.g. `v2.paging.page-count`; the first segment is its group (v2, v1, cross). */
  readonly id: string;
  /** The spec sections it enforces. */
  readonly spec: string;
  /** What it asserts, as reports and `conform --help` say it. */
  readonly title: string;
  /** The operation the coverage map lists its rule entry under. */
  readonly operation: CoveredOperation;
  /** The documented parameters it exercises, by operation: the coverage map's parameter entries. */
  readonly parameters?: Readonly<Partial<Record<CoveredOperation, readonly string[]>>>;
  /**
   * Parameters whose coverage entry names this rule first (its witness looked for first); the
   * other rules of a parameter follow in table order.
   */
  readonly leads?: readonly string[];
  /** How `learn` judges it on a capture, or why it cannot. */
  readonly learn: LearnJudgement;
  /** What it checks, as the README's table of rules says it (Markdown). */
  readonly doc: string;
}

/**
 * The rule table: one row per rule of the conformance suite, in the order reports list them.
 * The catalogue (`CHECKS`), the coverage map, `conform --help`, the README's table of rules and
 * learn's lists all derive from it; a test holds the README and the checks to it. Adding a rule
 * is its row here, its check and (if needed) its probe.
 */
export const RULES = [
  {
    id: "v2.status",
    spec: "api-v2 7",
    title: "valid v2 requests answer HTTP 200 with JSON",
    operation: "v2-occurrences",
    learn: {
      cannot: "a capture holds the requests its user sent, valid or not: conform sends valid ones",
    },
    doc: "valid requests answer 200 with JSON; a body past `--max-body` fails here, and so does a 304 to an If-None-Match no server issued (RFC 9110 13.1.2)",
  },
  {
    id: "v2.schema",
    spec: "api-v2 2",
    title: "every v2 body validates against its schema",
    operation: "v2-occurrences",
    learn: { cannot: "shapes are judged as learn.schema (clustered into departures)" },
    doc: "every body validates (`--strict`: unknown fields too)",
  },
  {
    id: "v2.content-type",
    spec: "api-v2 1, 2.1",
    title: "JSON bodies come with a JSON Content-Type (application/json or */*+json), UTF-8",
    operation: "v2-occurrences",
    learn: { cannot: "learn reads the bodies of a capture, not its response headers" },
    doc: "a JSON body comes under `application/json` (or `*/*+json`); a body with letters outside ASCII declares no charset but UTF-8 (JSON is UTF-8, RFC 8259 8.1: a client honouring another misreads them)",
  },
  {
    id: "v2.etag",
    spec: "api-v2 1, 2.1 (RFC 9110 8.8.3)",
    title: "when answers carry an ETag, one ETag names one body of a path",
    operation: "v2-occurrences",
    learn: { cannot: "learn reads the bodies of a capture, not its response headers" },
    doc: "the spec states no ETag; when the server sends them, two answers of one path under one ETag hold the same body (a tag keyed on the path or on part of the query makes a browser's cache, which sends If-None-Match by itself, show one query's answer for another); not applicable when no answer carries one; witnessed by two ETags on answers of one path",
  },
  {
    id: "v2.paging.page-count",
    spec: "api-v2 2.2",
    title: "pageCount = ceil(itemCount / take)",
    operation: "v2-occurrences",
    parameters: { "v2-occurrences": ["take"] },
    learn: "answers",
    doc: "pageCount = ceil(itemCount / take), incl. itemCount 0 and exact multiples",
  },
  {
    id: "v2.paging.flags",
    spec: "api-v2 2.2",
    title: "hasPreviousPage and hasNextPage agree with page and pageCount",
    operation: "v2-occurrences",
    learn: "answers",
    doc: "hasPreviousPage = page > 1, hasNextPage = page < pageCount",
  },
  {
    id: "v2.paging.echo",
    spec: "api-v2 2.2",
    title: "pageMeta echoes the requested page and take",
    operation: "v2-occurrences",
    parameters: { "v2-occurrences": ["page", "take"] },
    leads: ["take"],
    learn: "answers",
    doc: "page and take echoed",
  },
  {
    id: "v2.paging.page-size",
    spec: "api-v2 2.2, 8",
    title: "full pages hold take items, the last page the remainder, a page past the end none",
    operation: "v2-occurrences",
    parameters: { "v2-occurrences": ["page", "take"] },
    learn: "answers",
    doc: "full pages hold take, the last the remainder, past the end none",
  },
  {
    id: "v2.paging.item-count-stable",
    spec: "api-v2 2.2",
    title: "itemCount does not depend on take, page or order",
    operation: "v2-occurrences",
    learn: "answers",
    doc: "itemCount does not depend on take, page or order",
  },
  {
    id: "v2.paging.large-take",
    spec: "api-v2 2.2",
    title:
      "a take above the maximum, when served, holds as many items as its own pageMeta states (refusing or capping it is observed)",
    operation: "v2-occurrences",
    learn: { cannot: "needs a take above the maximum, which conform sends on purpose" },
    doc: "take=1000 (unfiltered, pages 1 and 2), when served, holds what its own pageMeta states; refused, or capped in pageMeta: not applicable, observed",
  },
  {
    id: "v2.paging.repeatable",
    spec: "api-v2 2.2, 4.1",
    title:
      "the same query asked three times answers the same records (no filter dropped now and then)",
    operation: "v2-occurrences",
    learn: "answers",
    doc: "three filtered queries with two records or more (seeded pick) asked twice more: the same itemCount and records",
  },
  {
    id: "v2.paging.stable-order",
    spec: "api-v2 4.1, 8",
    title: "the same query asked three times answers its records in the same order",
    operation: "v2-occurrences",
    learn: "answers",
    doc: "those repeats answer their records in the same order",
  },
  {
    id: "v2.filter.narrowing",
    spec: "api-v2 2.2, 4.1",
    title:
      "a query that narrows another (a filter added, fewer of its cities, a window inside its window) never counts more",
    operation: "v2-occurrences",
    learn: "answers",
    doc: "every two filter sets answered in the run (each once) where one narrows the other (a filter added, a subset of its `idCities`, a date window inside the other's): the narrower `itemCount` is at most the wider",
  },
  {
    id: "v2.paging.take-agreement",
    spec: "api-v2 2.2, 4.1",
    title:
      "pages of one query at different takes hold the same records where they overlap (ties may swap where a page cuts them)",
    operation: "v2-occurrences",
    learn: "answers",
    doc: "every two pages of one query (filters and order) at different takes, sharing two positions or more (`take=1000` and the default page, the differential run's pages): the same records at the same positions; records of one instant may swap only where a page cuts their run",
  },
  {
    id: "v2.paging.concatenation",
    spec: "api-v2 8",
    title: "the pages of a query, concatenated, equal the whole set (no duplicates, no gaps)",
    operation: "v2-occurrences",
    learn: "answers",
    doc: "the pages of a small set = one big page: no duplicate, no gap",
  },
  {
    id: "v2.paging.sequence",
    spec: "api-v2 2.2, 4.1, 8",
    title:
      "a filtered set read page by page to its end: in order across page borders, no item twice, as many items as itemCount, none past the end",
    operation: "v2-occurrences",
    parameters: { "v2-occurrences": ["page"] },
    learn: "answers",
    doc: "one filtered set (a state in a window, else a group of its cities) read to its end, 3 to 6 pages, and one page past it: sorted across page borders, no item twice, exactly itemCount items, none past the end; every page gets the per-item filter checks, so a filter lost after page 1 fails its filter check",
  },
  {
    id: "v2.paging.reverse",
    spec: "api-v2 4.1, 8",
    title:
      "the set read to its end in order=DESC is the ASC sequence reversed (items of equal date compared as sets)",
    operation: "v2-occurrences",
    parameters: { "v2-occurrences": ["order"] },
    learn: "answers",
    doc: "the same set read to its end in order=DESC (also a sequence of its own, under v2.paging.sequence) is the ASC sequence reversed: exact where ties are broken alike, items of equal date compared as sets otherwise",
  },
  {
    id: "v2.paging.ties",
    spec: "api-v2 2.2, 4.1, 8",
    title:
      "a page edge inside a tie (records of equal date, found among what the server listed): each tied record on one of the two pages, none on both; the window and the pages asked twice answer alike",
    operation: "v2-occurrences",
    learn: "none",
    doc: "a tie the server listed (two records of one date among the run's answers; the middle one of those seen, at mid-day UTC when one is), its window of ±1 day read whole (take 100; narrowed to the tied records' state when it holds more), then take = the position of the tie's last record so page 1 ends inside the tie: each tied record on page 1 or 2, none on both; the window and both pages asked twice answer the same records in the same order. Unwitnessed when no tie was listed",
  },
  {
    id: "v2.paging.depth",
    spec: "api-v2 2.2, 8",
    title:
      "the last two pages of a window of five pages or more hold the rest of itemCount, none twice, and are the first records of order=DESC reversed",
    operation: "v2-occurrences",
    learn: "none",
    doc: "the unfiltered set paged with take 20 (five pages at least): its last two pages in order=ASC hold itemCount − (pageCount − 2) × 20 records, none twice, and are the first records of order=DESC (records of the date at the near edge compared by count)",
  },
  {
    id: "v2.filter.state",
    spec: "api-v2 4.1",
    title: "idState: every item is in the state",
    operation: "v2-occurrences",
    parameters: { "v2-occurrences": ["idState"] },
    learn: "filter",
    doc: "idState holds on every item",
  },
  {
    id: "v2.filter.cities",
    spec: "api-v2 4.1",
    title: "idCities: every item is in one of the cities",
    operation: "v2-occurrences",
    parameters: { "v2-occurrences": ["idCities"] },
    learn: "filter",
    doc: "idCities (any of) holds on every item; count(c1, c2) = count(c1) + count(c2)",
  },
  {
    id: "v2.filter.dates",
    spec: "api-v2 4.1",
    title: "initialdate/finaldate: items inside the window come back, items outside do not",
    operation: "v2-occurrences",
    parameters: { "v2-occurrences": ["initialdate", "finaldate"] },
    learn: "filter",
    doc: "nothing outside the window; everything surely inside it comes back",
  },
  {
    id: "v2.filter.type-occurrence",
    spec: "api-v2 4.1",
    title: "typeOccurrence=withVictim: every item has a victim (human or animal)",
    operation: "v2-occurrences",
    parameters: { "v2-occurrences": ["typeOccurrence"] },
    learn: "filter",
    doc: 'withVictim: every item has a victim (human or animal: "with victims" is read either way; which one is observed)',
  },
  {
    id: "v2.filter.intersection",
    spec: "api-v2 4.1",
    title: "combined filters give the intersection of the single filters",
    operation: "v2-occurrences",
    learn: "answers",
    doc: "city ∧ dates, city ∧ withVictim, city ∧ own/other state give the intersection",
  },
  {
    id: "v2.partition.states",
    spec: "api-v2 4.1",
    title: "the counts of every state (idState) add up to the unfiltered itemCount",
    operation: "v2-occurrences",
    parameters: { "v2-occurrences": ["idState"] },
    learn: "answers",
    doc: "the itemCounts of every state (idState, up to 40) add up to the unfiltered itemCount",
  },
  {
    id: "v2.partition.cities",
    spec: "api-v2 4.1",
    title:
      "several idCities: the counts of a state's cities, split into groups, add up to the state's, alone and combined with typeOccurrence and dates",
    operation: "v2-occurrences",
    parameters: { "v2-occurrences": ["idCities"] },
    learn: { cannot: "needs the counts of a state's cities split in groups, which conform asks" },
    doc: "a drawn state's cities, shuffled into groups of up to 20 sent as several idCities, add up to the state: alone, ∧ withVictim, ∧ a date window (read alike on both sides)",
  },
  {
    id: "v2.partition.type-occurrence",
    spec: "api-v2 4.1",
    title:
      "typeOccurrence: withVictim and withoutVictim (when served) add up to all and to the unfiltered count, alone and with idState; assumes withoutVictim is the complement of withVictim under one reading of 'with victims' (human only, or human or animal)",
    operation: "v2-occurrences",
    parameters: { "v2-occurrences": ["typeOccurrence"] },
    learn: { cannot: "needs both typeOccurrence values and all, which conform asks" },
    doc: 'when `typeOccurrence=withoutVictim` and `=all` answer 200 (not shown in the spec; a 400 is observed and the check not run): itemCount(all) = the unfiltered itemCount, and withVictim + withoutVictim = all, alone and ∧ a state. Assumes withoutVictim is the complement of withVictim under one reading of "with victims"; a difference that pairing the two readings explains (withVictim human-or-animal with withoutVictim "no human victim": above the whole; withVictim human-only with withoutVictim "no victim at all": below) is observed, and fails only where the server\'s own answers rule that pairing out (withVictim\'s observed reading, a withoutVictim item with an animal victim). On the small set and on the set read to its end (every item known), withoutVictim counts the items without a human victim or those without any victim, and returns no item with a human victim',
  },
  {
    id: "v2.partition.dates",
    spec: "api-v2 4.1",
    title:
      "a date window split in two by the bounds' classified reading (inclusive or exclusive, any offset): the parts' counts add up to the window's, alone and with idState",
    operation: "v2-occurrences",
    parameters: { "v2-occurrences": ["initialdate", "finaldate"] },
    learn: { cannot: "needs a window split in two, which conform asks" },
    doc: "the whole date range split at a sampled item's day into [a, m] and [m', b], m' by the bounds' reading classified on the small set (both inclusive m+1, one exclusive m, both exclusive m-1; the offset cancels out), else the one split the unfiltered counts fit: the parts add up to the range, alone and ∧ a state (a date filter that loses a day only when combined fails here); and each bound alone, finaldate=m and initialdate=m', adds up to every occurrence (a lone bound given a default other bound, a year back or the same day, fails here). Neither determined: not run, observed",
  },
  {
    id: "v2.order",
    spec: "api-v2 4.1",
    title: "order=ASC and order=DESC are monotonic by date",
    operation: "v2-occurrences",
    parameters: { "v2-occurrences": ["order"] },
    leads: ["order"],
    learn: "answers",
    doc: "ASC / DESC monotonic by date",
  },
  {
    id: "v2.consistency",
    spec: "api-v2 2.3, 2.5, 2.6, 2.7, 2.11",
    title:
      "victims and transports belong to their occurrence; one name per state id; an occurrence's city is the city of that id in GET /cities",
    operation: "v2-occurrences",
    learn: "answers",
    doc: "every victim's and transport's occurrenceId is its occurrence's id; one state id, one name (cities list and occurrences); an occurrence's city name is the name of that city id in GET /cities (case and accents ignored); when GET /api/v2/states is served, it lists every state a city names, once, under that name",
  },
  {
    id: "v2.records.unique-id",
    spec: "api-v2 2.3",
    title: "no two records of an answer share an id",
    operation: "v2-occurrences",
    learn: "answers",
    doc: "no two records of an answer share an id",
  },
  {
    id: "v2.records.victims",
    spec: "api-v2 2.3, 2.6, 2.7",
    title: "no victim is listed twice under its occurrence",
    operation: "v2-occurrences",
    learn: "answers",
    doc: "no victim (human or animal) listed twice under its occurrence",
  },
  {
    id: "v2.records.city-state",
    spec: "api-v2 2.3, 4.2",
    title: "a record's city belongs to its state object (the city's state in GET /cities)",
    operation: "v2-occurrences",
    learn: "answers",
    doc: "a record's state object is the state GET /cities gives its city",
  },
  {
    id: "v2.records.stable",
    spec: "api-v2 2.3",
    title: "the same record (by id) answers the same in every query",
    operation: "v2-occurrences",
    learn: "answers",
    doc: "a record (by id) seen in several answers is the same JSON in each, its keys and the items of its nested lists in any order (the spec orders neither)",
  },
  {
    id: "v2.records.nested-ids",
    spec: "api-v2 2.3–2.10",
    title:
      "an id inside a record names one thing: the same name wherever it appears, a victim, animal victim or transport under one occurrence only, no list of a record holds one id twice, and a victim's situation and personType spell one value one way",
    operation: "v2-occurrences",
    learn: "answers",
    doc: "over every record answered (each read once): an `{id, name}` inside a record (state, city, region, neighborhood, reasons, clippings, qualifications, the victim's objects) gives one name per id wherever it appears (letter case, accents and blanks aside); a victim, animal victim or transport id is listed under one occurrence; no list inside a record (clippings, reasons, qualifications, victims...) holds one id twice; a victim's situation and personType spell one value one way in every record (letter case and accents the same)",
  },
  {
    id: "v2.dates.zone",
    spec: "api-v2 2.3",
    title:
      "every date is an ISO 8601 timestamp in UTC (Z or +00:00); that its instant is the record's is judged against v1 (cross.dates)",
    operation: "v2-occurrences",
    learn: "none",
    doc: "every date is written in UTC (`Z` or `+00:00`); that the instant is the record's is judged against v1 (cross.dates)",
  },
  {
    id: "v2.format.city-name",
    spec: "api-v2 2.3",
    title: "occurrence city names are upper case without accents",
    operation: "v2-occurrences",
    learn: "answers",
    doc: "occurrence city names are upper case without accents",
  },
  {
    id: "v2.cities.filters",
    spec: "api-v2 4.2",
    title: "cityId, stateId and cityName return only (and all) matching cities",
    operation: "v2-cities",
    parameters: { "v2-cities": ["cityId", "cityName", "stateId"] },
    learn: "answers",
    doc: "cityId, stateId, cityName return only and all matching cities; an accented name is always asked when the list has one",
  },
  {
    id: "v2.cities.bare-query",
    spec: "api-v2 4.2",
    title: `GET ${pathOf("v2-cities")}? with a bare ? (as real clients send it; sent raw) answers as without it`,
    operation: "v2-cities",
    learn: { cannot: "needs a bare ? sent raw, which conform sends" },
    doc: `\`GET ${pathOf("v2-cities")}?\` (bare \`?\`, sent raw with node:http: \`fetch\` strips it) answers the same cities as \`GET ${pathOf("v2-cities")}\``,
  },
  {
    id: "v2.oracle.occurrences",
    spec: "api-v2 2.2, 4.1, 8",
    title:
      "seeded queries over every parameter, inside the mirror's window, answer exactly what the server's own records give (items, their order, pageMeta)",
    operation: "v2-occurrences",
    parameters: { "v2-occurrences": DOCUMENTED_PARAMETERS["v2-occurrences"] },
    learn: {
      cannot:
        "needs the server's own records of a window read whole (the mirror), which conform reads",
    },
    doc: `the differential run: seeded queries over all ${DOCUMENTED_PARAMETERS["v2-occurrences"].length} parameters (repeated and contradicting values, empty results, takes up to the largest served, deep pages, page edges inside ties) inside the mirror's window, each answer compared with the expected one (the project's query engine on the server's own records, with its settled choices): items, order, the 6 pageMeta fields; a difference shrunk to a minimal query. Witnessed when its queries sent every parameter on non-empty answers`,
  },
  {
    id: "v2.oracle.cities",
    spec: "api-v2 4.2",
    title:
      "seeded cityId, stateId and cityName queries answer exactly the cities the server's own list gives",
    operation: "v2-cities",
    parameters: { "v2-cities": DOCUMENTED_PARAMETERS["v2-cities"] },
    learn: {
      cannot:
        "needs the server's own records of a window read whole (the mirror), which conform reads",
    },
    doc: "the differential run on the cities list: cityId, stateId (a city with another state too), cityName drawn from the list's own names (accents, apostrophes, folded case), each answer compared with the expected cities; witnessed when every parameter was sent on a non-empty answer",
  },
  {
    id: "v1.status",
    spec: "api-v1 1",
    title: "valid v1 requests answer HTTP 200 with an array",
    operation: "v1-occurrences",
    learn: {
      cannot: "a capture holds the requests its user sent, valid or not: conform sends valid ones",
    },
    doc: "valid requests answer 200 with an array; a 304 to an If-None-Match no server issued (RFC 9110 13.1.2) fails here",
  },
  {
    id: "v1.schema",
    spec: "api-v1 2",
    title: "every v1 body validates against its schema",
    operation: "v1-occurrences",
    learn: { cannot: "shapes are judged as learn.schema (clustered into departures)" },
    doc: "every body validates (field[] answers: the named columns' schemas)",
  },
  {
    id: "v1.content-type",
    spec: "api-v1 1",
    title: "JSON bodies come with a JSON Content-Type (application/json or */*+json), UTF-8",
    operation: "v1-occurrences",
    learn: { cannot: "learn reads the bodies of a capture, not its response headers" },
    doc: "a JSON body comes under `application/json` (or `*/*+json`); a body with letters outside ASCII declares no charset but UTF-8 (JSON is UTF-8, RFC 8259 8.1: a client honouring another misreads them)",
  },
  {
    id: "v1.etag",
    spec: "api-v1 1 (RFC 9110 8.8.3)",
    title: "when answers carry an ETag, one ETag names one body of a path",
    operation: "v1-occurrences",
    learn: { cannot: "learn reads the bodies of a capture, not its response headers" },
    doc: "the spec states no ETag; when the server sends them, two answers of one path under one ETag hold the same body (a tag keyed on the path or on part of the query makes a browser's cache, which sends If-None-Match by itself, show one query's answer for another); not applicable when no answer carries one; witnessed by two ETags on answers of one path",
  },
  {
    id: "v1.definitions",
    spec: "api-v1 4.2, 4.4",
    title: "definitions list the columns in the spec's order",
    operation: "v1-occurrences",
    learn: "answers",
    doc: "the columns in the spec's order",
  },
  {
    id: "v1.field-selection",
    spec: "api-v1 4.1, 4.3",
    title: "field[] returns exactly the named columns",
    operation: "v1-occurrences",
    parameters: { "v1-occurrences": ["field[]"], "v1-cities": ["field[]"] },
    learn: "answers",
    doc: "field[] returns exactly the named columns; subsets without the id column are sent too, so a server that always adds it fails",
  },
  {
    id: "v1.filter.occurrences",
    spec: "api-v1 4.1",
    title: "estado_id[], cidade_id[], data_ocorrencia[gt]/[lt] hold on every row",
    operation: "v1-occurrences",
    parameters: {
      "v1-occurrences": [
        "estado_id[]",
        "cidade_id[]",
        "data_ocorrencia[gt]",
        "data_ocorrencia[lt]",
      ],
    },
    learn: "filter",
    doc: "estado_id[], cidade_id[] (any of them) on every row",
  },
  {
    id: "v1.filter.dates",
    spec: "api-v1 4.1",
    title:
      "data_ocorrencia[gt]/[lt]: no row shown on a day before [gt] or after [lt], the rows of the days between all come back (the bound's own day either way), judged on a window whose outside neighbour days hold rows",
    operation: "v1-occurrences",
    parameters: { "v1-occurrences": ["data_ocorrencia[gt]", "data_ocorrencia[lt]"] },
    leads: ["data_ocorrencia[gt]", "data_ocorrencia[lt]"],
    learn: "filter",
    doc: "data_ocorrencia[gt]/[lt] judged exactly on the calendar day a row shows (in the zone it is shown in, v1.dates.zone): no row of a day before [gt] or after [lt] in any answer; the bound days go either way (inclusive or not is not shown). Witness: a window of the city's rows whose neighbour days outside the bounds hold rows ([gt] the day after a day with rows, [lt] the day before a later one; when the city's rows span fewer than three days, its state's within ±30 days); every row of the days between must come back",
  },
  {
    id: "v1.dates.zone",
    spec: "api-v1 2.1, 9; api-v2 2.3",
    title:
      "data_ocorrencia shows every record in one zone: v1 shown time − v2 instant is one whole zone offset (a multiple of 15 min, at most 14 h), established from records paired with v2 by coordinates",
    operation: "v1-occurrences",
    learn: "none",
    doc: "the zone data_ocorrencia is shown in, established from the small set's city read in both versions, rows paired with records by place (coordinates neither version shares between two records): the offset most pairs hold must be a zone's (whole quarter hours, at most 14 h); the zone is observed: that offset when it explains every pair, else a named zone with daylight saving that does (America/Sao_Paulo until 2019). Needs both versions (not applicable with `--api v1`)",
  },
  {
    id: "v1.filter.cities",
    spec: "api-v1 4.3",
    title: "Populacao[gt]/[lt], EstadoId, Cidade[lk] hold on every row",
    operation: "v1-cities",
    parameters: { "v1-cities": ["Populacao[gt]", "Populacao[lt]", "EstadoId", "Cidade[lk]"] },
    learn: "answers",
    doc: "Populacao[gt]/[lt], EstadoId, Cidade[lk] (only and all matching rows)",
  },
  {
    id: "v1.counts",
    spec: "api-v1 2.1",
    title: "victim counts are non-negative integers",
    operation: "v1-occurrences",
    learn: "answers",
    doc: "qtd_* are non-negative integers",
  },
  {
    id: "v1.partition",
    spec: "api-v1 4.1",
    title:
      "several estado_id[] / cidade_id[]: the rows are the union of each value's rows, none twice",
    operation: "v1-occurrences",
    parameters: { "v1-occurrences": ["estado_id[]", "cidade_id[]"] },
    learn: "answers",
    doc: "two estado_id[] (in a short window) and two cidade_id[]: the rows are the union of each value's rows asked alone, none twice (not judged on capped lists)",
  },
  {
    id: "v1.consistency",
    spec: "api-v1 2.1, 2.2",
    title:
      "nome_cidade and the city columns are those of cidade_id in GET /cities; hora_ocorrencia is the time of data_ocorrencia; cod_ibge_estado is the state part of cod_ibge_cidade and uf_estado its federative unit; one nome_estado, uf_estado and cod_ibge_estado per estado_id",
    operation: "v1-occurrences",
    learn: "answers",
    doc: `nome_cidade is the Cidade of cidade_id in GET ${pathOf("v1-cities")}, spelled alike (its accents kept; letter case and blanks at the ends aside), cod_ibge_cidade, gentilico_cidade, estado_id, populacao_cidade and densidade_demo_cidade its CodigoIBGE, Gentilico, EstadoId, Populacao and DensidadeDemografica (numbers compared as numbers; area_cidade is not compared, its unit being open); hora_ocorrencia is the time part of data_ocorrencia; cod_ibge_estado is the first two digits of a seven-digit cod_ibge_cidade, and uf_estado the federative unit of that code in IBGE's table (33 is RJ; letter case aside); one nome_estado (accents kept), one uf_estado and one cod_ibge_estado per estado_id`,
  },
  {
    id: "v1.oracle.occurrences",
    spec: "api-v1 4.1",
    title:
      "seeded queries over every parameter, inside the mirror's window, answer exactly the rows the server's own records give (rows, columns, values)",
    operation: "v1-occurrences",
    parameters: { "v1-occurrences": DOCUMENTED_PARAMETERS["v1-occurrences"] },
    learn: {
      cannot:
        "needs the server's own records of a window read whole (the mirror), which conform reads",
    },
    doc: "the differential run on v1 occurrences: estado_id[] and cidade_id[] (repeated, mixed), data_ocorrencia[gt]/[lt] (reversed too), field[] subsets with and without id_ocorrencia, bracket names raw and percent-encoded, each answer compared with the expected rows (columns and values); witnessed when every parameter was sent on a non-empty answer",
  },
  {
    id: "v1.oracle.cities",
    spec: "api-v1 4.3",
    title:
      "seeded Populacao, EstadoId, Cidade[lk] and field[] queries answer exactly the rows the server's own city list gives",
    operation: "v1-cities",
    parameters: { "v1-cities": DOCUMENTED_PARAMETERS["v1-cities"] },
    learn: {
      cannot:
        "needs the server's own records of a window read whole (the mirror), which conform reads",
    },
    doc: "the differential run on v1 cities: Populacao[gt]/[lt] at the list's own populations (the bound itself and one off), EstadoId, Cidade[lk] patterns of the list's own names (accents, apostrophes), field[] subsets with and without CidadeId, bracket names raw and percent-encoded; witnessed when every parameter was sent on a non-empty answer",
  },
  {
    id: "cross.cities",
    spec: "api-v1 9",
    title:
      "v1 and v2 list the same cities (names compared case-insensitively), in all and state by state",
    operation: "v1-cities",
    learn: "answers",
    doc: "same number of cities, same names (case-insensitive), and the same cities in each state (v2 state against v1 EstadoId), both ways; and every state's `/cities?EstadoId=` names the cities v2 lists for the state it pairs with by its cities' names",
  },
  {
    id: "cross.records",
    spec: "api-v1 2.1, 9",
    title:
      "record by record (paired by date): v1 coordinates, victim counts (summed), populacao_cidade and estado_id are those of the v2 record and its city",
    operation: "v1-occurrences",
    learn: "answers",
    doc: "the v1 rows of the small set's city paired with its v2 records by place, the rest by date (in the zone the placed pairs show; a date two records share is left out): same latitude and longitude, the four qtd_* summed = the v2 victims, populacao_cidade and estado_id those of the v1 city row; and the mirror's window both ways: every v2 record of its days has a v1 row at its place, every v1 row of its days (on any zone's clock) a v2 record, each pair with the same victims, presence of agents and address (local_ocorrencia; case, accents and white space aside); and every record the run met in both versions (the unfiltered v1 list asks the columns for it), paired by place: the same victims, presence of agents, state name (nome_estado; case aside), city name (nome_cidade; case and accents aside) and address; and, when the unfiltered v1 list is whole, a row at the place of every v2 record the run met",
  },
  {
    id: "cross.occurrence-count",
    spec: "api-v1 9",
    title:
      "v1 and v2 agree on the number of occurrences of every state, of a city and of a date window",
    operation: "v1-occurrences",
    learn: { cannot: "needs both versions' counts of one city and window, which conform asks" },
    doc: "same count for a city, and for a date window of it; and for every state (v1 `estado_id[]` rows of all days against v2 `idState` itemCount, the states paired by their cities' names), so a city, a day or a state v1 leaves out differs; a list cut at the settled v1 cap counts nothing",
  },
  {
    id: "cross.dates",
    spec: "api-v1 2.1, 9; api-v2 2.3",
    title:
      "the same records read the same dates in v1 and v2: each v1 row paired with its v2 record by place shows the v2 date in the zone v1 is shown in, to the second (witnessed by a record near midnight); a city's window sorted alike differs by that one offset",
    operation: "v1-occurrences",
    learn: {
      cannot: "needs both versions' rows of one city in a quiet window, which conform asks",
    },
    doc: "every record paired by place shows, in v1, its v2 date in the zone v1.dates.zone established, to the second; witnessed by a pair within 1 h after and one within 1 h before midnight in that zone (where the city lacks one, the record of the run's v2 answers nearest that side of midnight is read in v1: its city, ±2 days), so a calendar day shown in a zone mixed up either way differs. Also: the v1 rows and v2 occurrences of that city in a quiet window, sorted, differ by one constant offset (none, on a named zone's clock)",
  },
] as const satisfies readonly Rule[];

/** One row of the table. */
export type RuleRow = (typeof RULES)[number];

/** The README's table of rules (src/conformance/README.md, "Checks"), as Markdown lines. */
export function rulesMarkdown(): string {
  const rows = RULES.map((rule) => `| ${rule.id} | ${rule.spec} | ${rule.doc} |`);
  return ["| id | spec | what |", "|---|---|---|", ...rows].join("\n");
}

/** The row of a rule id. */
export function ruleOf(id: RuleRow["id"]): Rule {
  const row = RULES.find((rule) => rule.id === id);
  if (row === undefined) throw new Error(`unknown rule: ${id}`);
  return row;
}
