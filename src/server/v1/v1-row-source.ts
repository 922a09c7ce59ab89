import type { V1CityRow, V1OccurrenceRow } from "../../generated/types";

/**
 * Where the v1 router gets its rows. Each list is asked for once, on its first use; a source may
 * answer with a promise, to build a large list without blocking the event loop.
 */
export interface V1RowSource {
  /** Every occurrence row (api-v1.md 2.1); served in id_ocorrencia order. */
  readonly occurrenceRows: () => readonly V1OccurrenceRow[] | Promise<readonly V1OccurrenceRow[]>;
  /** Every city row (api-v1.md 2.2); served in CidadeId order. */
  readonly cityRows: () => readonly V1CityRow[] | Promise<readonly V1CityRow[]>;
}
