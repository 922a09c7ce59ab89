import { IBGE_STATE_UFS } from "../ibge-state-ufs";
import { type CheckInput, pageOf } from "../exchange";
import { failure, outcome, type CheckOutcome, type Failure } from "../outcome";
import { readV1Rows, readV2Cities, type LooseOccurrence, type V1Row } from "../read-body";
import { foldCase, foldName } from "../text";

/** The first occurrenceId of a list that is not the record's own id (undefined ids skipped). */
function otherOccurrence(
  item: LooseOccurrence,
  ids: readonly (string | undefined)[],
): string | undefined {
  return ids.find((id) => id !== undefined && id !== item.id);
}

/**
 * Inside each record (api-v2 2.3, 2.5, 2.6, 2.7): every human and animal victim, and every
 * transport, names its own occurrence in occurrenceId.
 */
export function checkVictimsBelong(
  exchange: CheckInput,
  items: readonly LooseOccurrence[],
): CheckOutcome {
  const failures: Failure[] = [];
  for (const item of items) {
    const victim = otherOccurrence(item, item.victimOccurrenceIds);
    const transport =
      victim === undefined ? otherOccurrence(item, item.transportOccurrenceIds) : undefined;
    const other = victim ?? transport;
    if (other === undefined) continue;
    const kind = victim === undefined ? "transport" : "victim";
    failures.push(
      failure(
        "v2.consistency",
        exchange,
        `a ${kind} of occurrence ${item.id ?? "?"} names another occurrence`,
        `every ${kind}'s occurrenceId is ${item.id ?? "its occurrence's id"}`,
        `occurrenceId ${other}`,
      ),
    );
    break;
  }
  return outcome("v2.consistency", failures);
}

/**
 * Occurrence city names are upper case without accents (api-v2 2.3: "names are upper case
 * without accents in the data"); the cities list may use accents (4.2), occurrences may not.
 */
export function checkCityNameFormat(
  exchange: CheckInput,
  items: readonly LooseOccurrence[],
): CheckOutcome | undefined {
  const named = items.filter((item) => item.cityName !== undefined);
  if (named.length === 0) return undefined;
  const offender = named.find((item) => item.cityName !== foldName(item.cityName as string));
  return outcome(
    "v2.format.city-name",
    offender === undefined
      ? []
      : [
          failure(
            "v2.format.city-name",
            exchange,
            `occurrence ${offender.id ?? "?"}: its city name is not upper case without accents`,
            JSON.stringify(foldName(offender.cityName as string)),
            JSON.stringify(offender.cityName),
          ),
        ],
  );
}

/** Collects the names given to one id and reports the first id with two. */
class NamesById<K> {
  private readonly names = new Map<K, { name: string; exchange: CheckInput }>();
  private clash: Failure | undefined;

  constructor(
    private readonly check: "v2.consistency" | "v1.consistency",
    private readonly what: string,
    private readonly named = "names",
    /** Whether two names are one: by default with case and accents aside. */
    private readonly same: (a: string, b: string) => boolean = (a, b) =>
      foldName(a) === foldName(b),
  ) {}

  add(id: K | undefined, name: string | undefined, exchange: CheckInput): void {
    if (id === undefined || name === undefined || this.clash !== undefined) return;
    const known = this.names.get(id);
    if (known === undefined) this.names.set(id, { name, exchange });
    else if (!this.same(known.name, name)) {
      this.clash = failure(
        this.check,
        exchange,
        `${this.what} ${String(id)} has two ${this.named}`,
        `one ${this.named === "names" ? "name" : "value"} (${JSON.stringify(known.name)}, as in ${known.exchange.url})`,
        JSON.stringify(name),
      );
    }
  }

  failures(): Failure[] {
    return this.clash === undefined ? [] : [this.clash];
  }
}

/**
 * Between resources (api-v2 2.3, 2.11): one state id has one name wherever it appears (cities
 * list, occurrences), and an occurrence's city is the city of that id in GET /cities: the same
 * name, compared without case and accents (occurrences write it upper case without accents).
 */
export function checkV2Resources(
  citiesExchange: CheckInput,
  occurrences: readonly CheckInput[],
): CheckOutcome | undefined {
  const cities = readV2Cities(citiesExchange.body);
  if (cities === undefined) return undefined;
  const states = new NamesById<string>("v2.consistency", "state id");
  const cityNames = new NamesById<string>("v2.consistency", "city id");
  for (const city of cities) {
    states.add(city.stateId, city.stateName, citiesExchange);
    cityNames.add(city.id, city.name, citiesExchange);
  }
  for (const exchange of occurrences) {
    for (const item of pageOf(exchange)?.items ?? []) {
      states.add(item.stateId, item.stateName, exchange);
      cityNames.add(item.cityId, item.cityName, exchange);
    }
  }
  return outcome("v2.consistency", [...states.failures(), ...cityNames.failures()]);
}

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** A code as text, whether written as a number or a string; undefined otherwise. */
function numberText(value: unknown): string | undefined {
  return typeof value === "number" || (typeof value === "string" && value.trim() !== "")
    ? String(Number(value))
    : undefined;
}

/**
 * An occurrence row's city column, the v1 city row's column it repeats (api-v1 2.1, 2.2), and
 * whether it is text (compared without case and accents) or a number (codes, ids, population and
 * the density's decimal string compared as numbers). The area is left out: api-v1 leaves its unit
 * open, and the real service writes the rows' area_cidade in km² × 100.
 */
const CITY_DETAIL_COLUMNS = [
  ["cod_ibge_cidade", "CodigoIBGE", "number"],
  ["gentilico_cidade", "Gentilico", "text"],
  ["estado_id", "EstadoId", "number"],
  ["populacao_cidade", "Populacao", "number"],
  ["densidade_demo_cidade", "DensidadeDemografica", "number"],
] as const;

/**
 * Two names alike but for letter case and blanks at their ends: accents kept (a name shown in
 * capitals is a display choice, a name without its accents is another spelling).
 */
function sameText(a: string, b: string): boolean {
  return foldCase(a.trim()) === foldCase(b.trim());
}

/**
 * The first city column of an occurrence row that differs from its city row's; undefined when the
 * shown ones agree.
 */
function cityDetailDifference(
  row: V1Row,
  cityRow: V1Row,
): { column: string; cityColumn: string; expected: unknown; seen: unknown } | undefined {
  for (const [column, cityColumn, kind] of CITY_DETAIL_COLUMNS) {
    const seen = row[column];
    const expected = cityRow[cityColumn];
    if (seen === undefined || expected === undefined || seen === null || expected === null)
      continue;
    const same =
      kind === "text"
        ? typeof seen === "string" && typeof expected === "string"
          ? foldName(seen) === foldName(expected)
          : seen === expected
        : Number(seen) === Number(expected);
    if (!same) return { column, cityColumn, expected, seen };
  }
  return undefined;
}

/**
 * How a row's cod_ibge_estado differs from the state part of its cod_ibge_cidade (an IBGE city
 * code of seven digits starts with its state's two-digit code); undefined when it agrees or either
 * cannot be read.
 */
function stateCodeDifference(row: V1Row): { expected: number; seen: unknown } | undefined {
  const city = row.cod_ibge_cidade;
  const state = row.cod_ibge_estado;
  if (city === undefined || city === null || state === undefined || state === null)
    return undefined;
  const code = Number(city);
  if (!Number.isInteger(code) || code < 1_000_000 || code > 9_999_999) return undefined;
  const expected = Math.floor(code / 100_000);
  return Number(state) === expected ? undefined : { expected, seen: state };
}

/**
 * How a row's uf_estado differs from the federative unit of its cod_ibge_estado (IBGE's table:
 * 33 is RJ), letter case and blanks aside; undefined when it agrees, either cannot be read or the
 * code is no unit's.
 */
function stateUfDifference(row: V1Row): { expected: string; seen: string } | undefined {
  const uf = text(row.uf_estado);
  const code = row.cod_ibge_estado;
  const expected =
    typeof code === "number" || typeof code === "string"
      ? IBGE_STATE_UFS.get(Number(code))
      : undefined;
  if (uf === undefined || expected === undefined) return undefined;
  return uf.trim().toUpperCase() === expected ? undefined : { expected, seen: uf };
}

/**
 * v1 rows agree with themselves and with the v1 cities list (api-v1 2.1, 2.2): hora_ocorrencia is
 * the time part of data_ocorrencia, nome_cidade is the Cidade of cidade_id (and cod_ibge_cidade,
 * gentilico_cidade and estado_id its CodigoIBGE, Gentilico and EstadoId), uf_estado is the
 * federative unit of cod_ibge_estado (IBGE), and one estado_id has one nome_estado. Rows
 * restricted by field[] are judged on the columns they carry.
 */
export function checkV1Rows(
  citiesExchange: CheckInput | undefined,
  occurrences: readonly CheckInput[],
): CheckOutcome | undefined {
  // One version's two lists spell a city alike (case aside): a client filters nome_cidade by it.
  const cityNames = new NamesById<number>("v1.consistency", "cidade_id", "names", sameText);
  const cityRows = new Map<number, V1Row>();
  for (const row of readV1Rows(citiesExchange?.body) ?? []) {
    if (typeof row.CidadeId === "number" && citiesExchange !== undefined) {
      cityNames.add(row.CidadeId, text(row.Cidade), citiesExchange);
      cityRows.set(row.CidadeId, row);
    }
  }
  const states = new NamesById<number>("v1.consistency", "estado_id", "names", sameText);
  const stateUfs = new NamesById<number>("v1.consistency", "estado_id", "uf_estado values");
  const stateCodes = new NamesById<number>("v1.consistency", "estado_id", "cod_ibge_estado values");
  const failures: Failure[] = [];
  // The first row that disagrees with itself or its city is the one reported.
  const differs = (
    exchange: CheckInput,
    row: V1Row,
    what: string,
    expected: string,
    seen: string,
  ): void => {
    if (failures.length === 0)
      failures.push(
        failure(
          "v1.consistency",
          exchange,
          `row ${String(row.id_ocorrencia)}: ${what}`,
          expected,
          seen,
        ),
      );
  };
  let applied = false;
  for (const exchange of occurrences) {
    for (const row of readV1Rows(exchange.body) ?? []) {
      applied = true;
      const date = text(row.data_ocorrencia);
      const time = text(row.hora_ocorrencia);
      const part = date?.slice(11, 19);
      if (
        part !== undefined &&
        time !== undefined &&
        /^\d\d:\d\d:\d\d$/.test(part) &&
        part !== time
      )
        differs(exchange, row, "hora_ocorrencia is not the time of data_ocorrencia", part, time);
      const cityId = typeof row.cidade_id === "number" ? row.cidade_id : undefined;
      cityNames.add(cityId, text(row.nome_cidade), exchange);
      const cityRow = cityId === undefined ? undefined : cityRows.get(cityId);
      const detail = cityRow === undefined ? undefined : cityDetailDifference(row, cityRow);
      if (detail !== undefined)
        differs(
          exchange,
          row,
          `${detail.column} is not the ${detail.cityColumn} of cidade_id ${String(cityId)} in GET /cities`,
          JSON.stringify(detail.expected),
          JSON.stringify(detail.seen),
        );
      const stateCode = stateCodeDifference(row);
      if (stateCode !== undefined)
        differs(
          exchange,
          row,
          `cod_ibge_estado is not the state part of cod_ibge_cidade ${String(row.cod_ibge_cidade)}`,
          String(stateCode.expected),
          JSON.stringify(stateCode.seen),
        );
      const uf = stateUfDifference(row);
      if (uf !== undefined)
        differs(
          exchange,
          row,
          `uf_estado is not the federative unit of cod_ibge_estado ${String(row.cod_ibge_estado)} (IBGE)`,
          JSON.stringify(uf.expected),
          JSON.stringify(uf.seen),
        );
      const stateId = typeof row.estado_id === "number" ? row.estado_id : undefined;
      states.add(stateId, text(row.nome_estado), exchange);
      stateUfs.add(stateId, text(row.uf_estado), exchange);
      stateCodes.add(stateId, numberText(row.cod_ibge_estado), exchange);
    }
  }
  if (!applied) return undefined;
  return outcome("v1.consistency", [
    ...failures,
    ...cityNames.failures(),
    ...states.failures(),
    ...stateUfs.failures(),
    ...stateCodes.failures(),
  ]);
}

/**
 * The states list (GET /api/v2/states, not in the spec but served to real clients), when served:
 * each state is listed once, and every state a city of GET /cities names is listed, under the
 * same name (letter case and blanks at the ends aside, accents kept: both write `Pará`, and a
 * name without its accents is another spelling). Not run when the list is not served (any answer
 * but a 200 with a `data` array).
 */
export function checkV2States(
  statesExchange: CheckInput,
  citiesExchange: CheckInput,
): CheckOutcome | undefined {
  const listed = statesExchange.status === 200 ? readV2Cities(statesExchange.body) : undefined;
  const cities = readV2Cities(citiesExchange.body);
  if (listed === undefined || cities === undefined) return undefined;
  const names = new Map(
    listed.flatMap((state) => (state.id === undefined ? [] : [[state.id, state.name]])),
  );
  const ids = new Set<string>();
  const twice = listed.find((state) => {
    if (state.id === undefined) return false;
    if (ids.has(state.id)) return true;
    ids.add(state.id);
    return false;
  });
  if (twice !== undefined)
    return outcome("v2.consistency", [
      failure(
        "v2.consistency",
        statesExchange,
        `state id ${String(twice.id)} is listed twice in the states list`,
        "each state once",
        `${listed.filter((state) => state.id === twice.id).length} entries of id ${String(twice.id)}`,
      ),
    ]);
  for (const city of cities) {
    if (city.stateId === undefined) continue;
    const name = names.get(city.stateId);
    if (!names.has(city.stateId))
      return outcome("v2.consistency", [
        failure(
          "v2.consistency",
          statesExchange,
          `state id ${city.stateId} of city ${String(city.name)} (GET /cities) is not in the states list`,
          `a state of id ${city.stateId}`,
          `${listed.length} states without it`,
        ),
      ]);
    if (name !== undefined && city.stateName !== undefined && !sameText(name, city.stateName))
      return outcome("v2.consistency", [
        failure(
          "v2.consistency",
          statesExchange,
          `state id ${city.stateId} has two names`,
          `one name (${JSON.stringify(city.stateName)}, as in ${citiesExchange.url})`,
          JSON.stringify(name),
        ),
      ]);
  }
  return outcome("v2.consistency", []);
}
