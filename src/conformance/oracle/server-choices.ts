import type { Zone } from "../zone-clock";

export type { Zone } from "../zone-clock";

/**
 * The server's readings where the spec is silent, each settled once by a targeted probe and
 * reported as an observation. Each is a parameter of the expected answers, never an excuse: a
 * reading the probes could not settle is `undefined`, and the oracle then judges only what does
 * not depend on it.
 */
export interface ServerChoices {
  /**
   * v2 initialdate/finaldate: whether each bound's own day is in, and the zone days are read in.
   */
  readonly v2Dates?: {
    readonly fromInclusive: boolean;
    readonly toInclusive: boolean;
    readonly zone: Zone;
    /**
     * Zones the settling's records could not tell apart from `zone` (a fixed offset and a named
     * zone alike outside daylight saving): a range whose records differ between them is not judged.
     */
    readonly alike?: readonly Zone[];
  };
  /** v1 data_ocorrencia[gt]/[lt]: whether each bound's own day is in. */
  readonly v1Bounds?: { readonly gtInclusive: boolean; readonly ltInclusive: boolean };
  /**
   * v1 data_ocorrencia[gt] after [lt]: an empty list, the range between them, or refused with a
   * 4xx (what the service does with a parameter it finds wrong is not shown).
   */
  readonly v1ReversedRange?: "empty" | "swap" | "refused";
  /** The zone v1 shows `data_ocorrencia` in (a named zone keeps its daylight-saving history). */
  readonly v1Zone?: Zone;
  /** typeOccurrence=withVictim: human victims only, or human or animal ones. */
  readonly victimReading?: "human" | "any";
  /**
   * Other typeOccurrence values the server answers (`all`, `withoutVictim`), besides withVictim.
   */
  readonly typeOccurrenceValues?: readonly string[];
  /** take of a v2 occurrences request without one. */
  readonly defaultTake?: number;
  /** order of a v2 occurrences request without one. */
  readonly defaultOrder?: "ASC" | "DESC";
  /**
   * The largest take served as asked; above it the server refuses (`refused`) or caps (`capped`).
   */
  readonly maxTake?: { readonly take: number; readonly above: "refused" | "capped" };
  /** A page past the last: an empty page, or refused with a 4xx. */
  readonly pastEnd?: "empty" | "refused";
  /** The most rows a v1 list answers, one number for every answer; undefined: no cap seen. */
  readonly v1Cap?: number;
  /** A parameter the operation does not list: ignored, or refused with a 400. */
  readonly unknownParameters?: "ignored" | "refused";
  /**
   * A v2 occurrences parameter that takes one value given several times (`idState=A&idState=B`):
   * refused with a 4xx, or read as its first or its last value (settleRepeatedValues).
   */
  readonly repeatedValues?: "refused" | "first" | "last";
  /** v2 finaldate before initialdate: refused with a 4xx, or an empty list. */
  readonly reversedDates?: "refused" | "empty";
  /**
   * v2 cityName: how a name matches (the whole name, its start, or any part of it; case and
   * accents folded or not).
   */
  readonly cityName?: {
    readonly match: "exact" | "prefix" | "partial";
    readonly caseFolded: boolean;
    readonly accentsFolded: boolean;
    /**
     * accentsFolded taken from caseFolded: the name settled on had no accent. Read again from
     * the mirror's cities once it is read (settleAccentReading).
     */
    readonly accentsGuessed?: true;
  };
  /**
   * v1 Cidade[lk]: the like rule (case folded or not; `%` wildcards only, or a bare value as a
   * part).
   */
  readonly cityLike?: { readonly caseFolded: boolean; readonly bareIsPartial: boolean };
  /**
   * v1 /cities `[gt]`, `[lt]`, `[lk]` on a column `field[]` leaves out: applied, or ignored
   * (api-v1 leaves open whether operators apply to columns other than those shown).
   */
  readonly hiddenOperators?: "applied" | "ignored";
  /** v1 Populacao[gt]/[lt]: whether the bound value itself is in. */
  readonly populationBounds?: { readonly gtInclusive: boolean; readonly ltInclusive: boolean };
}
