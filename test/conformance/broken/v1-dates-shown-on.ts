import type { Breakage } from "./break-handler";
import { isFor, v1Rows, withColumnShown } from "./answers";

/**
 * A v1 server whose rows keep their UTC instants (filtered by their UTC days, as the core does)
 * but show `data_ocorrencia` and `hora_ocorrencia` on a local clock (`clock`: an instant, epoch
 * ms, as `YYYY-MM-DD HH:MM:SS`); `hora_ocorrencia` also when `field[]` leaves the date out (the
 * core is asked with the date, which is dropped again after the shift).
 */
export function v1DatesShownOn(clock: (time: number) => string): Breakage {
  return async (request, upstream) => {
    if (!isFor(request, "v1-occurrences")) return upstream(request);
    const { asked, drop } = withColumnShown(request, "data_ocorrencia");
    const answer = await upstream(asked);
    for (const row of v1Rows(answer) ?? []) {
      const shown = row.data_ocorrencia;
      if (typeof shown === "string") {
        const local = clock(Date.parse(`${shown.replace(" ", "T")}Z`));
        row.data_ocorrencia = local;
        if (typeof row.hora_ocorrencia === "string") row.hora_ocorrencia = local.slice(11);
      }
      drop(row);
    }
    return answer;
  };
}
