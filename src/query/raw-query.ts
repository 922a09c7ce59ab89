/**
 * A query as Express's simple parser (node:querystring) delivers it: each name maps to its value,
 * or to the list of values when the name was repeated. Anything else (a nested object from
 * another parser) is rejected by the parser as a malformed parameter.
 */
export type RawQuery = { readonly [name: string]: unknown };
