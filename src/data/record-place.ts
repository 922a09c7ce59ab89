/** Where records are: a state and a city as captured, and the state's region. */
export interface RecordPlace {
  /** The state's id as captured. */
  readonly stateId: string;
  /** The state's name, "" when it is no string. */
  readonly stateName: string;
  /** The record's `region` as captured (any value; undefined when absent). */
  readonly region: unknown;
  /** The city's id as captured. */
  readonly cityId: string;
  /** The city's name, "" when it is no string. */
  readonly cityName: string;
}
