import { pathOf } from "../../../src/contract";
import type { Breakage } from "./break-handler";
import { isFor, onAnswer, onV1Rows, setV1Rows, v1Rows, v2Page } from "./answers";
import { brokenCase, brokenStateless, ORACLE_RULES, type OracleBrokenServer } from "./oracle-case";
import { saoPauloWallClock } from "./oracle-honest";
import { v1DatesShownOn } from "./v1-dates-shown-on";

const HOUR_MS = 3_600_000;

/** A v1 `data_ocorrencia` (`YYYY-MM-DD HH:MM:SS`, UTC) moved by whole hours. */
export function shiftV1Shown(shown: string, hours: number): string {
  const ms = Date.parse(`${shown.replace(" ", "T")}Z`) + hours * HOUR_MS;
  return new Date(ms).toISOString().slice(0, 19).replace("T", " ");
}

/** v1 lags v2: the rows of the newest day v2 serves are not in v1 yet (a nightly copy). */
function v1Lagging(): Breakage {
  let newest: string | undefined;
  return async (request, upstream) => {
    const answer = await upstream(request);
    const rows = isFor(request, "v1-occurrences") ? v1Rows(answer) : undefined;
    if (rows === undefined) return answer;
    if (newest === undefined) {
      const last = {
        ...request,
        path: pathOf("v2-occurrences"),
        query: new URLSearchParams("order=DESC&take=1"),
      };
      newest = v2Page(await upstream(last))?.data[0]?.date.slice(0, 10) ?? "";
    }
    const day = newest;
    setV1Rows(
      answer,
      rows.filter(
        (row) => typeof row.data_ocorrencia !== "string" || !row.data_ocorrencia.startsWith(day),
      ),
    );
    return answer;
  };
}

/** Whether a UTC instant falls in a southern-hemisphere summer written backwards (June–August). */
function northernSummer(shown: string): boolean {
  const month = Number(shown.slice(5, 7));
  return month >= 6 && month <= 8;
}

/** v1 against v2: the same records and cities told differently. */
export const ORACLE_CROSS_SERVERS: readonly OracleBrokenServer[] = [
  brokenCase(
    "v1 lags v2 by a day: the newest day's occurrences are missing from v1",
    [ORACLE_RULES.v1Occurrences, "cross.occurrence-count", "cross.records"],
    v1Lagging,
  ),
  brokenStateless(
    "v1 dates in local time with daylight saving in the wrong months (-02:00 in June to August, -03:00 otherwise)",
    [ORACLE_RULES.v1Occurrences, "cross.dates", "v1.dates.zone", "v1.consistency"],
    onV1Rows((rows) => {
      for (const row of rows) {
        const shown = row.data_ocorrencia;
        if (typeof shown !== "string") continue;
        const moved = shiftV1Shown(shown, northernSummer(shown) ? -2 : -3);
        row.data_ocorrencia = moved;
        if (typeof row.hora_ocorrencia === "string") row.hora_ocorrencia = moved.slice(11);
      }
    }),
  ),
  brokenStateless(
    "v1 /cities?EstadoId of the last state answers an empty list (its cities joined to no state row)",
    [ORACLE_RULES.v1Cities, "cross.cities", "v1.filter.cities"],
    onAnswer("v1-cities", (answer, request) => {
      if (request.query.get("EstadoId") === "4") setV1Rows(answer, []);
    }),
  ),
  brokenStateless(
    "v1 leaves out the occurrences of one city (the city with the highest id: a join on a table it is missing from)",
    [ORACLE_RULES.v1Occurrences, "cross.occurrence-count", "cross.records", "v1.partition"],
    onAnswer("v1-occurrences", (answer) => {
      const rows = v1Rows(answer);
      if (rows !== undefined)
        setV1Rows(
          answer,
          rows.filter((row) => row.cidade_id !== 57),
        );
    }),
  ),
  brokenCase(
    "v1 dates: the -03:00 time of day joined to the UTC calendar day (the zone applied to the time only)",
    [ORACLE_RULES.v1Occurrences, "cross.dates", "v1.dates.zone", "v1.consistency"],
    () =>
      v1DatesShownOn((time) => {
        const utc = new Date(time).toISOString();
        const local = new Date(time - 3 * HOUR_MS).toISOString();
        return `${utc.slice(0, 10)} ${local.slice(11, 19)}`;
      }),
  ),
  brokenCase(
    "v1 dates on São Paulo's wall clock with the daylight-saving hour applied twice (-01:00 in summer, -03:00 otherwise)",
    [ORACLE_RULES.v1Occurrences, "cross.dates", "v1.dates.zone", "v1.consistency"],
    () =>
      v1DatesShownOn((time) => {
        const wall = saoPauloWallClock(time);
        const offset = Date.parse(`${wall.replace(" ", "T")}Z`) - time;
        const shown = offset === -2 * HOUR_MS ? time - HOUR_MS : time + offset;
        return new Date(shown).toISOString().slice(0, 19).replace("T", " ");
      }),
  ),
];
