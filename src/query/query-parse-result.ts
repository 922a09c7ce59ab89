import type { ParameterProblem } from "../generated/types";

/** What parsing a query gives: the typed query, or every bad parameter found. */
export type QueryParseResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly problems: readonly ParameterProblem[] };
