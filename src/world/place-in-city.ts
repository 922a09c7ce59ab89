import type { SeededRandom } from "../seeded-random";

/** Kilometres per degree of latitude (and of longitude at the equator). */
const KM_PER_DEGREE = 111.32;
/** Points stay this fraction of the radius inside the circle, so rounding cannot leave it. */
const MARGIN = 0.98;

/**
 * cos(x) for |x| < 1 by its Taylor series: only + and *, which IEEE 754 rounds the same on every
 * machine (Math.cos is not required to), so coordinates are byte-identical everywhere.
 */
function portableCos(x: number): number {
  const x2 = x * x;
  let term = 1;
  let sum = 1;
  for (let n = 1; n <= 10; n++) {
    term = (-term * x2) / ((2 * n - 1) * (2 * n));
    sum += term;
  }
  return sum;
}

/** A circle on the map: centre in decimal degrees, radius in km. */
export interface Circle {
  readonly lat: number;
  readonly lon: number;
  readonly radiusKm: number;
}

/** The kilometres per degree of longitude at a circle's centre (precomputed per city). */
export function kmPerLonDegree(circle: Circle): number {
  return KM_PER_DEGREE * portableCos((circle.lat * Math.PI) / 180);
}

/**
 * The decimals of the world's coordinates that carry information; their strings are padded with
 * zeros to 10 decimals beyond it. The observed profile refines them past this precision.
 */
export const COORDINATE_PRECISION = 6;

const SCALE = 10 ** COORDINATE_PRECISION;

/**
 * A point drawn uniformly inside a circle, as the real service formats coordinates: signed
 * decimal strings rounded to COORDINATE_PRECISION (6) decimals and padded to 10 ("-22.9068470000").
 */
export function placeInCity(
  random: SeededRandom,
  circle: Circle,
  lonKmPerDegree: number,
): { latitude: string; longitude: string } {
  let x: number;
  let y: number;
  do {
    x = random.next() * 2 - 1;
    y = random.next() * 2 - 1;
  } while (x * x + y * y > 1);
  const r = circle.radiusKm * MARGIN;
  const lat = circle.lat + (y * r) / KM_PER_DEGREE;
  const lon = circle.lon + (x * r) / lonKmPerDegree;
  return {
    latitude: (Math.round(lat * SCALE) / SCALE).toFixed(10),
    longitude: (Math.round(lon * SCALE) / SCALE).toFixed(10),
  };
}
