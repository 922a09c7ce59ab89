/** The JSON types a raw query string can be coerced to. */
export const QUERY_VALUE_TYPES = ["integer", "number", "boolean", "null", "string"] as const;
/** A JSON type a raw query string can be coerced to. */
export type QueryValueType = (typeof QUERY_VALUE_TYPES)[number];

/** One query parameter as its schema describes it, ready for coercion and error wording. */
export interface QueryProperty {
  /** The parameter name exactly as sent, e.g. `take` or `estado_id[]`. */
  readonly name: string;
  /** An array property: the parameter may be repeated (or given once). */
  readonly repeatable: boolean;
  /**
   * The types its value (each value, when repeatable) may take; empty when the schema says none.
   */
  readonly types: readonly QueryValueType[];
  /** The accepted form in words (`x-accepted`), quoted in 400 bodies. */
  readonly accepted: string;
}
