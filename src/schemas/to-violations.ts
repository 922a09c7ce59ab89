import type { ErrorObject } from "ajv";
import { describeAjvError } from "./describe-ajv-error";
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

/** Turns one Ajv error into a violation whose message a person can read. */
export function toViolation(error: ErrorObject): Violation {
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
    default:
      return {
        ...base,
        path: error.instancePath,
        value: error.data,
        message: `${messageFor(error, params)}, got ${describe(error.data)}`,
      };
  }
}

/** A payload's rule in words: the shared phrasing, but a pattern is stated and `false` explained. */
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

/** Turns Ajv's error list into violations. */
export function toViolations(errors: readonly ErrorObject[] | null | undefined): Violation[] {
  return (errors ?? []).map(toViolation);
}
