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
      "When the data was last updated, ISO 8601 in Brasília time (-03:00); the format is the mock's choice (docs/contract.md).",
    schema: { type: "string" },
  },
  "X-Last-Update-Timestamp": {
    description: "The same instant as X-Last-Update, in epoch seconds.",
    schema: DIGITS,
  },
  "X-Last-Update-State-Id": {
    description: "On an answer filtered by one known idState: that state's id.",
    schema: { type: "string", format: "uuid" },
  },
  "X-Last-Update-State": {
    description: "On an answer filtered by one known idState: that state's name.",
    schema: { type: "string" },
  },
  "X-Last-Update-State-Timestamp": {
    description:
      "On an answer filtered by one known idState: the last update of its data, epoch seconds.",
    schema: DIGITS,
  },
  "X-Ignored-Parameters": {
    description:
      "With --unknown-parameters ignore (the observed profile's default): the query parameters the endpoint does not list, dropped as the real service drops them, comma-separated and percent-encoded.",
    schema: { type: "string" },
  },
  ETag: {
    description:
      "A strong validator of the answer, derived from the world, the server's options, the URL and the content coding; send it back in If-None-Match for a 304.",
    schema: { type: "string" },
  },
  "Cache-Control": {
    description: "no-cache: keep a copy if you like, but revalidate it (If-None-Match) every time.",
    schema: { type: "string" },
  },
};

/** The header object of a header name: its documentation, or a plain string. */
export function headerDoc(name: string): HeaderDoc {
  return HEADER_DOCS[name] ?? { description: `The ${name} header.`, schema: { type: "string" } };
}
