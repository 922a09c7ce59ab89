import { TOTAL_COUNT_HEADER } from "../../../src/contract";
import type { Breakage, JsonAnswer } from "./break-handler";
import { broken, variant, type BrokenServer, type ServerVariant } from "./broken-server";
import { shiftDay } from "../../../src/conformance/dates";
import { isFor, onAnswer, onRequest, v1Rows, withQuery } from "./answers";

const HOUR_MS = 3_600_000;

/** The answer without X-Total-Count (a server that states no count). */
function withoutTotal(answer: JsonAnswer): JsonAnswer {
  for (const name of Object.keys(answer.headers))
    if (name.toLowerCase() === TOTAL_COUNT_HEADER.toLowerCase()) delete answer.headers[name];
  return answer;
}

/** `YYYY-MM-DD HH:MM:SS` of an instant on a clock `offset` ms from UTC. */
function clockOf(time: number, offset: number): string {
  return new Date(time + offset).toISOString().slice(0, 19).replace("T", " ");
}

const saoPaulo = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Sao_Paulo",
  timeZoneName: "longOffset",
});

/** The offset of America/Sao_Paulo at an instant (-02:00 in its daylight saving, until 2019). */
export function saoPauloOffset(time: number): number {
  const name = saoPaulo.formatToParts(time).find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "");
  if (match === null) return 0;
  const ms = (Number(match[2]) * 60 + Number(match[3])) * 60_000;
  return match[1] === "-" ? -ms : ms;
}

/**
 * v1 shows data_ocorrencia (and hora_ocorrencia) on a local clock (`offsetAt`: clock − UTC at an
 * instant) and reads data_ocorrencia[gt]/[lt] on that clock's days, as a server keeping local
 * time does: the core is asked a wider window and its rows are kept by their local day.
 */
function localClock(offsetAt: (time: number) => number): Breakage {
  return async (request, upstream) => {
    if (!isFor(request, "v1-occurrences")) return upstream(request);
    const gt = request.query.get("data_ocorrencia[gt]");
    const lt = request.query.get("data_ocorrencia[lt]");
    const fields = request.query.getAll("field[]");
    const dateless = fields.length > 0 && !fields.includes("data_ocorrencia");
    const wider = withQuery(request, (query) => {
      if (gt !== null) query.set("data_ocorrencia[gt]", shiftDay(gt, -1));
      if (lt !== null) query.set("data_ocorrencia[lt]", shiftDay(lt, 1));
      if (dateless) query.append("field[]", "data_ocorrencia");
    });
    const answer = await upstream(wider);
    const rows = v1Rows(answer);
    if (rows === undefined) return answer;
    answer.body = rows.flatMap((row) => {
      const time = Date.parse(`${String(row.data_ocorrencia).replace(" ", "T")}Z`);
      const shown = clockOf(time, offsetAt(time));
      const day = shown.slice(0, 10);
      if ((gt !== null && !(day > gt)) || (lt !== null && !(day < lt))) return [];
      const local: Record<string, unknown> = { ...row, data_ocorrencia: shown };
      if ("hora_ocorrencia" in row) local.hora_ocorrencia = shown.slice(11);
      if (dateless) delete local.data_ocorrencia;
      return [local];
    });
    return withoutTotal(answer);
  };
}

/** field[] answered with one more column than asked whenever it leaves the id out. */
function idAdded(operation: "v1-occurrences" | "v1-cities", id: string): Breakage {
  return onRequest(operation, (query) => {
    const fields = query.getAll("field[]");
    if (fields.length > 0 && !fields.includes(id)) query.append("field[]", id);
  });
}

/** The v1 servers around the choices v1 leaves open: the cap of its lists, its zone, field[]. */
export const V1_CHOICE_BROKEN: readonly BrokenServer[] = [
  broken(
    "v1 /cities drops its last city, X-Total-Count still stating every city",
    ["cross.cities", "v1.filter.cities"],
    onAnswer("v1-cities", (answer) => {
      if (answer.status === 200 && Array.isArray(answer.body))
        answer.body = answer.body.slice(0, -1);
    }),
  ),
  broken(
    "v1 lists capped at two numbers: cities at 50, occurrences at 100",
    ["cross.cities", "v1.filter.cities"],
    async (request, upstream) => {
      const answer = await upstream(request);
      const rows = v1Rows(answer);
      const cap = isFor(request, "v1-cities") ? 50 : isFor(request, "v1-occurrences") ? 100 : 0;
      if (rows !== undefined && cap > 0) answer.body = rows.slice(0, cap);
      return answer;
    },
  ),
  broken(
    "v1 dates shown with daylight saving in the wrong direction (-04:00 in Brazil's summer)",
    ["cross.dates"],
    localClock((time) => (saoPauloOffset(time) === -2 * HOUR_MS ? -4 * HOUR_MS : -3 * HOUR_MS)),
  ),
  broken(
    "v1 occurrences field[] always adds id_ocorrencia",
    ["v1.field-selection", "v1.schema"],
    idAdded("v1-occurrences", "id_ocorrencia"),
  ),
  broken(
    "v1 cities field[] always adds CidadeId",
    ["v1.field-selection", "v1.schema"],
    idAdded("v1-cities", "CidadeId"),
  ),
];

/** Servers that differ from the mock only where v1 is silent: each must pass. */
export const V1_CHOICE_HONEST: readonly ServerVariant[] = [
  variant("v1 lists capped at 100 rows, X-Total-Count stating every match", (r, up) => up(r), {
    settings: { v1MaxRows: 100 },
  }),
  variant(
    "v1 lists capped at 100 rows, no X-Total-Count",
    async (request, upstream) => withoutTotal(await upstream(request)),
    { settings: { v1MaxRows: 100 } },
  ),
  variant(
    "v1 dates shown in America/Sao_Paulo (daylight saving until 2019), bounds read on its days",
    localClock(saoPauloOffset),
  ),
];
