/** An OpenAPI header object. */
export interface HeaderDoc {
  /** What the header states. */
  readonly description: string;
  /** Its value's schema. */
  readonly schema: Readonly<Record<string, unknown>>;
}

/** Digits only: the mock sends counts and seconds as plain decimal integers. */
const DIGITS = { type: "string", pattern: "^[0-9]+$" } as const;

/**
 * What each header the mock sends states, by name. Which answers carry which header comes from
 * the code (the error catalogue, the endpoints' header constants); a header named there but not
 * here is documented as a plain string, so later additions still appear.
 */
export const HEADER_DOCS: Readonly<Record<string, HeaderDoc>> = {
  "Retry-After": {
    description: "Seconds to wait before trying again (1 when forced; 1 to 5 from --fail-rate).",
    schema: DIGITS,
  },
  "WWW-Authenticate": {
    description: "The scheme to authenticate with (Bearer), on a 401 that asks for a token.",
    schema: { type: "string" },
  },
  Allow: {
    description: "The methods the path accepts, on a 405.",
    schema: { type: "string" },
  },
  "X-Total-Count": {
    description: "How many rows matched, before any --v1-max-rows cut.",
    schema: DIGITS,
  },
  "X-Last-Update": {
    description:
      "When the data was last updated, ISO 8601 in Brasília time (-03:00); the format is the mock's choice (real-world.md).",
    schema: { type: "string" },
  },
  "X-Last-Update-Timestamp": {
    description: "The same instant as X-Last-Update, in epoch seconds.",
    schema: DIGITS,
  },
};

/** The header object of a header name: its documentation, or a plain string. */
export function headerDoc(name: string): HeaderDoc {
  return HEADER_DOCS[name] ?? { description: `The ${name} header.`, schema: { type: "string" } };
}
