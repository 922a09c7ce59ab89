import type { ErrorObject } from "ajv";
import { formatSource, type InputItem } from "../capture";
import { genericPointer } from "../report";
import {
  getValidator,
  type ProfileFolder,
  foldCase,
  findDeparture,
  findDepartureIn,
  toViolation,
} from "../schemas";
import { chooseSchema, isColumnListSchema, restrictedRowsValidator } from "../validation";
import { jsonTypeOf } from "./narrowest-schema";
import { placeOfNode } from "./schema-places";
import { clusterKey, noteValue, type ShapeCluster } from "./shape-cluster";

/** What a capture's shapes taught: counts, clusters of violations, and bad input. */
export interface ShapeLearning {
  /** Bodies of the service checked against their schema. */
  checked: number;
  /** Exchanges that are not the service's (other hosts, assets, no schema): counted, skipped. */
  skipped: number;
  /** Bodies that broke nothing the profile does not tolerate (as validate counts them valid). */
  valid: number;
  /**
   * Bad input, one line each: file, entry and problem; the rest was still read (the first
   * MAX_PROBLEMS).
   */
  readonly problems: string[];
  /** Bad input past MAX_PROBLEMS: counted, not listed. */
  problemsLeftOut: number;
  /** Violations clustered by place and kind, in the order first seen. */
  readonly clusters: Map<string, ShapeCluster>;
  /** How many values were seen at each wildcarded pointer of each schema (the share's base). */
  readonly values: Map<string, number>;
}

/** The most lines of bad input listed; past it they are counted (an endless pipe of junk). */
export const MAX_PROBLEMS = 1000;

function noteProblem(learning: ShapeLearning, line: string): void {
  if (learning.problems.length < MAX_PROBLEMS) learning.problems.push(line);
  else learning.problemsLeftOut += 1;
}

/** Counts every value of a body at its wildcarded pointer (`schema pointer` keys). */
function countValues(values: Map<string, number>, schema: string, body: unknown): void {
  const walk = (node: unknown, pointer: string): void => {
    const key = `${schema} ${pointer || "/"}`;
    values.set(key, (values.get(key) ?? 0) + 1);
    if (Array.isArray(node)) for (const item of node) walk(item, `${pointer}/*`);
    else if (typeof node === "object" && node !== null) {
      for (const [field, child] of Object.entries(node)) {
        walk(child, `${pointer}/${field.replace(/~/g, "~0").replace(/\//g, "~1")}`);
      }
    }
  };
  walk(body, "");
}

function observedOf(error: ErrorObject): string {
  if (error.keyword !== "enum" || typeof error.data !== "string") return jsonTypeOf(error.data);
  const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues ?? [];
  const folded = foldCase(error.data);
  return allowed.some((name) => typeof name === "string" && foldCase(name) === folded)
    ? "case variant"
    : "unlisted";
}

/** The departure that explains an error: the profile folder's, else a known one (named only). */
function explain(
  error: ErrorObject,
  profile: ProfileFolder,
): { name?: string; tolerated: boolean } {
  const own = findDepartureIn(profile.departures, error);
  if (own !== undefined) return { name: own.name, tolerated: true };
  const known = findDeparture(error);
  return known === undefined ? { tolerated: false } : { name: known.name, tolerated: false };
}

/** An empty learning, to fold items into with learnItem. */
export function emptyLearning(): ShapeLearning {
  return {
    checked: 0,
    skipped: 0,
    valid: 0,
    problems: [],
    problemsLeftOut: 0,
    clusters: new Map(),
    values: new Map(),
  };
}

/**
 * Folds one input item into what a capture teaches: a body of the service is checked against
 * its schema (chosen from the request's URL, else the body's shape) and each violation joins
 * its cluster; an answer that is not the service's is counted and skipped; bad input is one
 * line naming the file, the entry and the problem.
 */
export function learnItem(learning: ShapeLearning, item: InputItem, profile: ProfileFolder): void {
  const where = formatSource(item.source);
  if (item.kind === "malformed") {
    noteProblem(learning, `${where}: not JSON: ${item.parseError.message}`);
    return;
  }
  if (item.kind === "unreadable") {
    noteProblem(learning, `${where}: ${item.reason}`);
    return;
  }
  if (item.kind === "skipped") {
    learning.skipped += 1;
    return;
  }
  const choice = chooseSchema(item, {});
  const { columns } = choice.found ? choice : { columns: undefined };
  const restricted =
    choice.found && columns !== undefined && isColumnListSchema(choice.schema)
      ? restrictedRowsValidator(choice.schema, columns, {})
      : undefined;
  if (
    !choice.found ||
    (columns !== undefined && restricted === undefined) ||
    item.spread !== undefined
  ) {
    learning.skipped += 1;
    return;
  }
  learning.checked += 1;
  countValues(learning.values, choice.schema, item.body);
  // A v1 list asked with field[] is checked against the rows restricted to those columns.
  const validate = restricted ?? getValidator(choice.schema);
  if (validate(item.body)) {
    learning.valid += 1;
    return;
  }
  // Valid, as validate counts it, when every violation is a departure the profile tolerates.
  let tolerable = true;
  for (const error of validate.errors ?? []) {
    const missing = error.keyword === "required";
    const parent = placeOfNode(error.parentSchema);
    if (parent === undefined) continue;
    const field = String((error.params as { missingProperty?: unknown }).missingProperty);
    const escaped = field.replace(/~/g, "~0").replace(/\//g, "~1");
    // A missing field is about the field's own place: an `absent` overlay names that place.
    const place = missing ? `${parent}/properties/${escaped}` : parent;
    const at = missing ? `${error.instancePath}/${escaped}` : error.instancePath;
    const { name, tolerated } = explain(error, profile);
    if (!tolerated) tolerable = false;
    const observed = missing ? "missing" : observedOf(error);
    const parts = { pointer: genericPointer(at), keyword: error.keyword, observed, place };
    const key = `${clusterKey(parts)}\u0000${name ?? ""}`;
    let cluster = learning.clusters.get(key);
    if (cluster === undefined) {
      const message = toViolation(error).message;
      cluster = {
        ...parts,
        schema: choice.schema,
        tolerated,
        message,
        count: 0,
        values: [],
        seen: new Set(),
        witnesses: [],
      };
      if (name !== undefined) cluster.departure = name;
      learning.clusters.set(key, cluster);
    }
    const exchange = item.exchange === undefined ? {} : { exchange: item.exchange };
    noteValue(cluster, missing ? undefined : error.data, {
      source: where,
      pointer: at,
      ...exchange,
    });
  }
  if (tolerable) learning.valid += 1;
}
