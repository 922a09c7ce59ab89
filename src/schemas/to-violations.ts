import type { ErrorObject } from "ajv";
import { describeAjvError } from "./describe-ajv-error";
import { findDeparture, findDepartureIn } from "./find-departure";
import type { Profile } from "./profile";
import type { ProfileFolder } from "./profile-folder";
import type { Violation } from "./violation";

function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  const text = JSON.stringify(value);
  const shown = text.length > 60 ? `${text.slice(0, 57)}...` : text;
  const kind = value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
  return `${kind} ${shown}`;
}

function escapePointer(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}

/**
 * Turns one Ajv error into a violation, named as the departure it is when it is one: of the
 * profile folder given (a learned one), else a known departure of the real service.
 */
export function toViolation(error: ErrorObject, folder?: ProfileFolder): Violation {
  const violation = describeViolation(error);
  const own = folder === undefined ? undefined : findDepartureIn(folder.departures, error);
  const departure = own ?? findDeparture(error);
  if (departure === undefined) return violation;
  const known = own === undefined || own.name === findDeparture(error)?.name;
  const whose = known ? "known departure of the real service" : `departure of ${folder?.name}`;
  return {
    ...violation,
    departure: departure.name,
    message: `${whose}: ${departure.summary} (${departure.name}); ${violation.message}`,
  };
}

/** The words of a type name: `ClippingName` -> `clipping name`. */
function wordsOf(title: string): string {
  return title.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
}

/**
 * An enum failure of a string said as what it is: a case variant of a listed name, or a name
 * outside the listed table (named after the schema's title and spec section).
 */
function describeEnum(error: ErrorObject, allowed: readonly unknown[]): string | undefined {
  const value = error.data;
  if (typeof value !== "string") return undefined;
  const parent = (error.parentSchema ?? {}) as Record<string, unknown>;
  // Only the spec's named tables (reasons, clippings, qualifications) carry descriptions.
  if (!("x-enum-descriptions" in parent)) return undefined;
  const table = typeof parent.title === "string" ? wordsOf(parent.title) : "name";
  const section = typeof parent["x-spec"] === "string" ? ` of ${parent["x-spec"]}` : "";
  const folded = value.trim().toLocaleLowerCase("pt-BR");
  const twin = allowed.find(
    (name) => typeof name === "string" && name.toLocaleLowerCase("pt-BR") === folded,
  );
  if (twin !== undefined) {
    return `${JSON.stringify(value)} is a case variant of the listed ${table} ${JSON.stringify(twin)}${section}, not the name itself`;
  }
  return `${JSON.stringify(value)} is an unlisted ${table}: not in the table${section} (${list(allowed)})`;
}

function list(values: readonly unknown[]): string {
  return values.map(String).join(", ");
}

function describeViolation(error: ErrorObject): Violation {
  const params = error.params as Record<string, unknown>;
  const base = { rule: error.keyword, schemaPath: error.schemaPath };
  switch (error.keyword) {
    case "required": {
      const field = String(params.missingProperty);
      const path = `${error.instancePath}/${escapePointer(field)}`;
      return { ...base, path, message: `required field "${field}" is missing` };
    }
    case "additionalProperties": {
      const field = String(params.additionalProperty);
      const path = `${error.instancePath}/${escapePointer(field)}`;
      const value = (error.data as Record<string, unknown> | undefined)?.[field];
      return { ...base, path, value, message: `field "${field}" is not in the contract` };
    }
    case "enum": {
      const words = describeEnum(error, params.allowedValues as readonly unknown[]);
      if (words === undefined) break;
      return { ...base, path: error.instancePath, value: error.data, message: words };
    }
  }
  return {
    ...base,
    path: error.instancePath,
    value: error.data,
    message: `${messageFor(error, params)}, got ${describe(error.data)}`,
  };
}

/**
 * A payload's rule in words: the shared phrasing, but a pattern is stated and `false` explained.
 */
function messageFor(error: ErrorObject, params: Record<string, unknown>): string {
  switch (error.keyword) {
    case "pattern":
      return `must match the pattern ${String(params.pattern)}`;
    case "false schema":
      return "must be absent";
    default:
      return describeAjvError(error);
  }
}

/**
 * Turns Ajv's error list into violations; under a profile folder, its departures are named
 * where they apply (a named profile needs nothing: the known departures are always named).
 */
export function toViolations(
  errors: readonly ErrorObject[] | null | undefined,
  profile?: Profile | ProfileFolder,
): Violation[] {
  const folder = typeof profile === "object" ? profile : undefined;
  return (errors ?? []).map((error) => toViolation(error, folder));
}
