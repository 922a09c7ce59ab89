/** One way a value breaks a schema: data, not an exception. */
export interface Violation {
  /** JSON pointer into the value, e.g. `/data/3/latitude` (`` for the value itself). */
  readonly path: string;
  /** The schema rule broken: an Ajv keyword such as `type`, `required`, `format`, `enum`. */
  readonly rule: string;
  /** What is wrong, in words a person reads. */
  readonly message: string;
  /** Where the rule stands in the schema, e.g. `https://…/v2/page-meta.json#/properties/page/type`. */
  readonly schemaPath: string;
  /** The value seen at `path` (absent for a missing field). */
  readonly value?: unknown;
  /**
   * The known departure of the real service this violation is (the overlay's name in
   * schemas/departures/, e.g. `departures/transport-object`); absent for a violation no one has
   * seen in production.
   */
  readonly departure?: string;
}
