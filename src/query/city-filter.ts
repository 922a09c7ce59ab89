/** Which cities the v2 cities list returns: every field set narrows the list (AND). */
export interface CityFilter {
  /** Only the city with this UUID (lower case). */
  readonly cityUuid?: string;
  /** Only cities whose whole name equals this one, ignoring case and accents. */
  readonly cityName?: string;
  /** Only the cities of the state with this UUID (lower case). */
  readonly stateUuid?: string;
}
