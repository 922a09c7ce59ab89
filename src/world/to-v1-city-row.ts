import type { V1CityRow } from "../generated/types";
import type { WorldCity } from "./world";

/**
 * An invented gross domestic product per inhabitant, in thousands of reais: the reference data has
 * no real figure, and the spec shows only null.
 */
const GDP_PER_INHABITANT = 35.5;

/**
 * PIBPrecoCorrente of a city: null, as the spec shows, for three cities in five; an invented
 * figure (thousands of reais) for the others, as a number for one in five and as a decimal string
 * for one in five, the two types the spec accepts when present.
 */
function gdpOf(city: WorldCity): number | string | null {
  const gdp = Math.round(city.population * GDP_PER_INHABITANT * 100) / 100;
  if (city.id % 5 === 3) return gdp;
  return city.id % 5 === 4 ? gdp.toFixed(2) : null;
}

/** A city as v1 GET /cities shows it: 9 columns in the spec's order (PIBPrecoCorrente: gdpOf). */
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
    PIBPrecoCorrente: gdpOf(city),
  };
}
