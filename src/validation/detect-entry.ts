/**
 * What a reader of captures that is not a validation run needs (data's loader, at `serve --data`
 * start): the schema a body is, and the finding lines. index.ts is the whole run (readers,
 * tallies, reporters), which `serve` does not load.
 */
export { detectSchema } from "./detect-schema";
export { formatFinding, formatLabel } from "./format-finding";
