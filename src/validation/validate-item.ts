import { splitByProfile, type SchemaName, type ValidateOptions, type Violation } from "../schemas";
import type { BodyResult } from "./body-result";
import { detectSchema } from "./detect-schema";
import { V2_ITEM_KINDS } from "./detect-v2-item";
import { type InputItem, isNestedTooDeep, tooDeepReason } from "../capture";
import type { SchemaChoice } from "./schema-choice";
import { schemaForUrl } from "./schema-for-url";
import { validateBody } from "./validate-body";
import { validateEachItem } from "./validate-each-item";
import { validateSpread } from "./validate-spread";

/** How items are validated. */
export interface ValidateItemOptions extends ValidateOptions {
  /** Check every body against this schema instead of telling it from the URL or the shape. */
  readonly schema?: SchemaName;
}

/**
 * The schema of a body: the one asked for (a v2 item's schema, for an array, checks each item);
 * else the one its recorded URL implies (an endpoint
 * without a schema is skipped, not guessed); else the one its shape implies.
 */
export function chooseSchema(
  item: Extract<InputItem, { kind: "body" }>,
  options: ValidateItemOptions,
): SchemaChoice {
  if (options.schema !== undefined) {
    // A v2 item is never an array: an array checked against an item's schema is a list of them.
    const each = Array.isArray(item.body) && V2_ITEM_KINDS.some((k) => k.schema === options.schema);
    return {
      found: true,
      schema: options.schema,
      reason: each ? "--schema, each item of the array" : "--schema",
      ...(each ? { each } : {}),
    };
  }
  const { exchange } = item;
  if (exchange !== undefined) return schemaForUrl(exchange.method, exchange.url, exchange.status);
  return detectSchema(item.body);
}

/** Validates one input item: its result, as a value. */
export function validateItem(item: InputItem, options: ValidateItemOptions = {}): BodyResult {
  const { source } = item;
  const exchange = item.kind === "unreadable" ? undefined : item.exchange;
  const base = exchange === undefined ? { source } : { source, exchange };
  switch (item.kind) {
    case "malformed":
      return { ...base, status: "malformed", parseError: item.parseError, violations: [] };
    case "skipped":
    case "unreadable":
      return { ...base, status: item.kind, reason: item.reason, violations: [] };
    case "body":
      break;
  }
  const choice = chooseSchema(item, options);
  if (!choice.found) {
    // A recorded answer on an endpoint without a schema is noted; a bare body is a finding.
    const status = exchange === undefined ? "undetermined" : "skipped";
    return { ...base, status, reason: choice.reason, violations: [] };
  }
  const { schema, columns, reason } = choice;
  // Validation recurses: a body nested too deep is one violation, never a stack overflow. Its
  // path is where the elements of a spread array go (each element is checked in that place).
  const deepAt = item.spread === undefined ? "" : `${item.spread.pointer}/0`;
  const check = (body: unknown): Violation[] =>
    isNestedTooDeep(body)
      ? [
          {
            path: deepAt,
            rule: "depth",
            message: `${tooDeepReason()}: too deep to validate`,
            schemaPath: "",
          },
        ]
      : choice.each === true
        ? validateEachItem(body, schema, options)
        : validateBody(body, { schema, columns }, options);
  let found = check(item.body);
  if (item.spread !== undefined) {
    const outcome = validateSpread(item.body, item.spread, check, found.length);
    if (!outcome.ok)
      return { ...base, status: "malformed", parseError: outcome.error, violations: [] };
    found = [...found, ...outcome.violations];
  }
  const { errors: violations, departures } = splitByProfile(found, options.profile);
  const status = violations.length === 0 ? "valid" : "invalid";
  const checked = { ...base, status, schema, reason, violations } as const;
  const withWarnings = departures.length === 0 ? checked : { ...checked, warnings: departures };
  return columns === undefined ? withWarnings : { ...withWarnings, columns };
}
