import { describeQuerySchema, type QuerySchemaName } from "../../query";
import type { QueryPairs } from "../check-input";
import type { ServerChoices } from "./server-choices";

/**
 * A v2 query as the server reads it, given its choices: the raw query its engine parses (unknown
 * parameters dropped when ignored, a repeated single value reduced to the one read), a refusal
 * the server is expected to answer, or why the oracle cannot say (a choice not settled).
 */
export type ReadV2Query =
  | { readonly kind: "read"; readonly raw: Readonly<Record<string, string | readonly string[]>> }
  | { readonly kind: "refused"; readonly reason: string }
  | { readonly kind: "outside"; readonly reason: string };

/** The values of each name, in the order first sent. */
function valuesByName(query: QueryPairs): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const [name, value] of query) {
    const values = byName.get(name);
    if (values === undefined) byName.set(name, [value]);
    else values.push(value);
  }
  return byName;
}

/**
 * Reads a v2 query by its schema and the server's choices on what the spec leaves open:
 * unknown parameters (`unknownParameters`) and a parameter of one value given several times
 * (`repeatedValues`, settled on the occurrences list and applied to it alone: a cities
 * query repeating one stays unjudged). A refusal wins over an unsettled choice: the server
 * refuses either way.
 */
export function readV2Query(
  schema: QuerySchemaName,
  choices: ServerChoices,
  query: QueryPairs,
): ReadV2Query {
  const { properties } = describeQuerySchema(schema);
  // Settled on the occurrences list alone: another operation may parse its query otherwise.
  const repeated = schema === "query/v2-occurrences" ? choices.repeatedValues : undefined;
  const raw: Record<string, string | readonly string[]> = Object.create(null) as Record<
    string,
    string | readonly string[]
  >;
  const refusals: string[] = [];
  const unsettled: string[] = [];
  for (const [name, values] of valuesByName(query)) {
    const property = properties.get(name);
    if (property === undefined) {
      if (choices.unknownParameters === "refused") refusals.push(`${name} is not a parameter`);
      else if (choices.unknownParameters === undefined)
        unsettled.push(
          `${name} is not a parameter, and whether unknown ones are ignored is not settled`,
        );
      continue;
    }
    if (property.repeatable) {
      raw[name] = values;
      continue;
    }
    const first = values[0] ?? "";
    const last = values[values.length - 1] ?? "";
    if (values.length === 1) raw[name] = first;
    else if (repeated === "refused") refusals.push(`${name} is given ${values.length} times`);
    else if (repeated === "first") raw[name] = first;
    else if (repeated === "last") raw[name] = last;
    else
      unsettled.push(
        `${name} is given ${values.length} times, and how a repeated value is read is not settled`,
      );
  }
  if (refusals.length > 0) return { kind: "refused", reason: refusals.join("; ") };
  if (unsettled.length > 0) return { kind: "outside", reason: unsettled.join("; ") };
  return { kind: "read", raw };
}
