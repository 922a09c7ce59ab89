import type { Occurrence } from "../../../src/generated/types";
import { foldName } from "../../../src/query";
import { isRecord } from "../../../src/is-record";
import type { Breakage, JsonRequest, Upstream } from "./break-handler";
import { shiftDay } from "../../../src/conformance/dates";
import { isFor, onAnswer, setV1Rows, v1Rows, v2Cities, withQuery } from "./answers";
import { AS_IS, honestCase, type OracleHonestServer } from "./oracle-case";
import { v1DatesShownOn } from "./v1-dates-shown-on";
import { repaged, wholeV2 } from "./whole-result";
import { wallClock } from "./wall-clock";

/** The named zone with daylight saving (Brazil had it until 2019). */
const SAO_PAULO = "America/Sao_Paulo";

/** An instant as São Paulo's wall clock shows it, `YYYY-MM-DD HH:MM:SS`. */
export function saoPauloWallClock(ms: number): string {
  return wallClock(ms, SAO_PAULO);
}

/** Each run of items sharing a date ordered by a tiebreak of the server's own. */
function tiesOrderedBy(
  compare: (a: Occurrence, b: Occurrence) => number,
): (items: readonly Occurrence[]) => Occurrence[] {
  return (items) => {
    const out: Occurrence[] = [];
    let run: Occurrence[] = [];
    const flush = (): void => {
      out.push(...run.sort(compare));
      run = [];
    };
    for (const item of items) {
      if (run.length > 0 && run[0]?.date !== item.date) flush();
      run.push(item);
    }
    flush();
    return out;
  };
}

/** Each run of items sharing a date ordered by id, descending. */
const tiesByIdDescending = tiesOrderedBy((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));

/** Each run of items sharing a date ordered by documentNumber, ascending. */
const tiesByDocumentNumber = tiesOrderedBy((a, b) => a.documentNumber - b.documentNumber);

/** The whole result of a query whose window's days are São Paulo's calendar days. */
async function saoPauloWindow(request: JsonRequest, upstream: Upstream): Promise<Occurrence[]> {
  const from = request.query.get("initialdate");
  const to = request.query.get("finaldate");
  const wider = withQuery(request, (query) => {
    if (from !== null) query.set("initialdate", shiftDay(from, -1));
    if (to !== null) query.set("finaldate", shiftDay(to, 1));
  });
  return ((await wholeV2(wider, upstream)) ?? []).filter((item) => {
    const day = saoPauloWallClock(Date.parse(item.date)).slice(0, 10);
    return (from === null || day >= from) && (to === null || day <= to);
  });
}

/** A v1 `data_ocorrencia` (`YYYY-MM-DD HH:MM:SS`, UTC) as Brasília (-03:00) shows it. */
function brasilia(shown: string): string {
  const ms = Date.parse(`${shown.replace(" ", "T")}Z`) - 3 * 3_600_000;
  return new Date(ms).toISOString().slice(0, 19).replace("T", " ");
}

const GT = "data_ocorrencia[gt]";
const LT = "data_ocorrencia[lt]";

/**
 * v1 in Brasília time throughout: rows shown in -03:00 and the date bounds read as -03:00 days
 * (the core asked a day wider, the rows kept by their local day).
 */
const v1InBrasilia: Breakage = async (request, upstream) => {
  if (!isFor(request, "v1-occurrences")) return upstream(request);
  const [gt, lt] = [request.query.get(GT), request.query.get(LT)];
  const fields = request.query.getAll("field[]");
  const hidden = fields.length > 0 && !fields.includes("data_ocorrencia");
  const asked = withQuery(request, (query) => {
    if (gt !== null) query.set(GT, shiftDay(gt, -1));
    if (lt !== null) query.set(LT, shiftDay(lt, 1));
    if (hidden) query.append("field[]", "data_ocorrencia");
  });
  const answer = await upstream(asked);
  const rows = v1Rows(answer);
  if (rows === undefined) return answer;
  const kept = rows.filter((row) => {
    if (typeof row.data_ocorrencia !== "string") return true;
    const local = brasilia(row.data_ocorrencia);
    row.data_ocorrencia = local;
    if (typeof row.hora_ocorrencia === "string") row.hora_ocorrencia = local.slice(11);
    const day = local.slice(0, 10);
    if (hidden) Reflect.deleteProperty(row, "data_ocorrencia");
    return (gt === null || day >= gt) && (lt === null || day <= lt);
  });
  setV1Rows(answer, kept);
  return answer;
};

/** Servers that differ from the mock only where the spec is silent: each must conform. */
export const ORACLE_HONEST_SERVERS: readonly OracleHonestServer[] = [
  honestCase(
    "ties on the date ordered by id descending (on every page, in both orders)",
    repaged({ when: () => true, whole: tiesByIdDescending }),
  ),
  honestCase(
    "ties on the date ordered by documentNumber at takes of 10 or less, by id above (another plan for small pages)",
    repaged({
      when: (query) => Number(query.get("take") ?? "25") <= 10,
      whole: tiesByDocumentNumber,
    }),
  ),
  honestCase(
    "ties on the date ordered by id descending at takes above 100 only (another plan for large pages)",
    repaged({ when: (query) => Number(query.get("take") ?? "0") > 100, whole: tiesByIdDescending }),
  ),
  honestCase(
    "v1 dates shown on São Paulo's wall clock, daylight saving included (America/Sao_Paulo)",
    // Stored in UTC, filtered by their UTC day, shown on the wall clock.
    () => v1DatesShownOn(saoPauloWallClock),
  ),
  honestCase(
    "v2 date windows read as São Paulo calendar days, daylight saving included",
    repaged({
      when: (query) => query.has("initialdate") || query.has("finaldate"),
      whole: (_items, request, upstream) => saoPauloWindow(request, upstream),
    }),
  ),
  honestCase(
    "v1 in Brasília time throughout: dates shown in -03:00, date bounds read as -03:00 days",
    () => v1InBrasilia,
  ),
  honestCase("maximum take 1000: a larger take refused with HTTP 400", AS_IS, {
    settings: { maxTake: 1000 },
  }),
  honestCase("v1 lists capped at 100 rows, every list alike", AS_IS, {
    settings: { v1MaxRows: 100 },
  }),
  honestCase(
    "cityName matches part of the name, case and accents folded",
    () => async (request, upstream) => {
      const name = request.query.get("cityName");
      if (!isFor(request, "v2-cities") || name === null) return upstream(request);
      const rest = withQuery(request, (query) => query.delete("cityName"));
      const answer = await upstream(rest);
      const cities = v2Cities(answer);
      if (cities !== undefined) {
        const kept = cities.filter((city) => foldName(city.name).includes(foldName(name)));
        cities.splice(0, cities.length, ...kept);
      }
      return answer;
    },
  ),
  honestCase("v1 occurrence rows listed newest id first", () =>
    onAnswer("v1-occurrences", (answer) => {
      const rows = v1Rows(answer);
      if (rows !== undefined) answer.body = rows.reverse();
    }),
  ),
  honestCase("v2 cities listed in reverse order", () =>
    onAnswer("v2-cities", (answer) => void v2Cities(answer)?.reverse()),
  ),
  honestCase("default take 20, default order DESC, maximum take 500", AS_IS, {
    settings: { defaultTake: 20, defaultOrder: "DESC", maxTake: 500 },
  }),
  honestCase("v1 date bounds exclusive, a reversed range read as the range between", AS_IS, {
    settings: { v1Bounds: "exclusive", v1ReversedRange: "swap" },
  }),
  honestCase("v2 date windows read as -02:00 days (Fernando de Noronha's fixed zone)", AS_IS, {
    settings: { dateOffset: "-02:00" },
    // Settled among the fixed offsets and Brazil's named zones (America/Noronha keeps -02:00).
  }),
  honestCase("v2 cityName exact, case and accents significant", () =>
    onAnswer("v2-cities", (answer, request) => {
      const name = request.query.get("cityName");
      const cities = v2Cities(answer);
      if (name === null || cities === undefined) return;
      cities.splice(0, cities.length, ...cities.filter((city) => city.name === name));
    }),
  ),
  honestCase("v1 occurrence rows ordered by data_ocorrencia, then id_ocorrencia", () =>
    onAnswer("v1-occurrences", (answer) => {
      const rows = v1Rows(answer);
      if (rows === undefined) return;
      const key = (row: Record<string, unknown>): string =>
        `${typeof row.data_ocorrencia === "string" ? row.data_ocorrencia : ""}|${String(row.id_ocorrencia ?? "").padStart(12, "0")}`;
      answer.body = [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    }),
  ),
  honestCase(
    "extra fields: v2 occurrences and cities carry more fields, the envelope a timestamp",
    () => async (request, upstream) => {
      const answer = await upstream(request);
      const body = answer.body;
      if (!isRecord(body) || answer.status !== 200) return answer;
      if (isFor(request, "v2-occurrences") || isFor(request, "v2-cities")) {
        body.timestamp = "2026-01-01T00:00:00.000Z";
        for (const item of Array.isArray(body.data) ? body.data : [])
          if (isRecord(item)) item.source = "extra";
      }
      return answer;
    },
  ),
  honestCase(
    "v1 Populacao bounds exclusive (population above / below the value), date bounds inclusive",
    () => async (request, upstream) => {
      if (!isFor(request, "v1-cities")) return upstream(request);
      const moved = withQuery(request, (query) => {
        for (const [name, step] of [
          ["Populacao[gt]", 1],
          ["Populacao[lt]", -1],
        ] as const) {
          const bound = Number(query.get(name));
          if (query.has(name) && Number.isInteger(bound)) query.set(name, String(bound + step));
        }
      });
      return upstream(moved);
    },
  ),
  honestCase("v1 cities listed by name", () =>
    onAnswer("v1-cities", (answer) => {
      const rows = v1Rows(answer);
      if (rows === undefined) return;
      const name = (row: Record<string, unknown>): string =>
        typeof row.Cidade === "string" ? row.Cidade : "";
      answer.body = [...rows].sort((a, b) => name(a).localeCompare(name(b), "pt-BR"));
    }),
  ),
];
