import type { NeighborhoodRef, Occurrence, RegionRef } from "../generated/types";
import type { WorldCapture } from "./world-capture";

/**
 * The canonical fake world: one dataset of which the v1 and v2 APIs are two views. Every record
 * has a stable integer id (v1) and a UUID (v2). Built by buildWorld from a seed; nothing in it
 * depends on the clock.
 */
export interface World {
  /** The seed it was built from. */
  readonly seed: number;
  /** The covered states, in reference order (RJ, PE, BA, PA). */
  readonly states: readonly WorldState[];
  /** Every city, grouped by state, capital first. */
  readonly cities: readonly WorldCity[];
  /** Every occurrence, in id order (id 1 first). */
  readonly occurrences: readonly WorldOccurrence[];
  /** The fixed date window the occurrences fall in, as YYYY-MM-DD (inclusive). */
  readonly window: { readonly first: string; readonly last: string };
  /**
   * When the data was "last updated" (served in X-Last-Update headers): epoch ms, derived from the
   * window.
   */
  readonly lastUpdate: number;
  /**
   * Set when the world was loaded from captured answers (`serve --data`, src/data): the records'
   * captured JSON and what the views read of them. Absent in generated worlds.
   */
  readonly capture?: WorldCapture;
  /**
   * How the records were reshaped after they were built, when they were: `observed` or
   * `observed dirty` (toObservedWorld). Part of the served bodies' identity (ETags).
   */
  readonly variant?: string;
}

/** A state of the world. */
export interface WorldState {
  /** v1 integer id (estado_id, EstadoId). */
  readonly id: number;
  /** v2 UUID (state.id, idState, stateId). */
  readonly uuid: string;
  /** Name with accents, e.g. "Pará". */
  readonly name: string;
  /** Two-letter abbreviation, e.g. "PA". */
  readonly uf: string;
  /** IBGE state code, e.g. 15. */
  readonly ibge: number;
  /** The v2 region object its occurrences carry. */
  readonly region: RegionRef;
}

/** A city of the world. */
export interface WorldCity {
  /** v1 integer id (cidade_id, CidadeId). */
  readonly id: number;
  /** v2 UUID (city.id, idCities, cityId). */
  readonly uuid: string;
  /** The integer id of its state. */
  readonly stateId: number;
  /** Name with accents in normal case, e.g. "Niterói" (v1). v2 derives its upper-case forms. */
  readonly name: string;
  /** 7-digit IBGE code. */
  readonly ibge: number;
  /** Population (Censo 2022). */
  readonly population: number;
  /** Area in km², an integer. */
  readonly areaKm2: number;
  /** Population density, population / area, as a decimal string (v1 DensidadeDemografica). */
  readonly density: string;
  /** Demonym, e.g. "niteroiense". */
  readonly demonym: string;
  /** Centre and radius (km) of a circle inside the city, where its occurrences are placed. */
  readonly lat: number;
  readonly lon: number;
  readonly radiusKm: number;
  /** Its neighbourhoods, as v2 references with stable UUIDs. */
  readonly neighborhoods: readonly NeighborhoodRef[];
}

/** An occurrence of the world: the v2 record plus what indexes and the v1 view need. */
export interface WorldOccurrence {
  /** v1 integer id (id_ocorrencia); 1-based position in World.occurrences. */
  readonly id: number;
  /** Integer id of its state. */
  readonly stateId: number;
  /** Integer id of its city. */
  readonly cityId: number;
  /** Its date as epoch milliseconds (the instant of v2 `date`). */
  readonly time: number;
  /** fonte_ocorrencia of the v1 view (0 user, 1 press, 2 police). */
  readonly source: number;
  /** The full v2 record. */
  readonly v2: Occurrence;
}
