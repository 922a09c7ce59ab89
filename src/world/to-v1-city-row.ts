import type { V1CityRow } from "../generated/types";
import type { WorldCity } from "./world";

/** A city as v1 GET /cities shows it: 9 columns in the spec's order, PIBPrecoCorrente null. */
export function toV1CityRow(city: WorldCity): V1CityRow {
  return {
    CidadeId: city.id,
    EstadoId: city.stateId,
    Cidade: city.name,
    CodigoIBGE: city.ibge,
    Gentilico: city.demonym,
    Populacao: city.population,
    Area: city.areaKm2,
    DensidadeDemografica: city.density,
    PIBPrecoCorrente: null,
  };
}
