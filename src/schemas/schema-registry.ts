import type { ValidateFunction } from "ajv";
import {
  SCHEMA_NAMES,
  type ObservedSchemaTypeMap,
  type SchemaName,
  type SchemaTypeMap,
} from "../generated/schema-names";
import { getAjv, registeredSchema } from "./get-ajv";
import { SCHEMA_ID_BASE, type JsonSchemaObject } from "./schema-file";
import { toViolations } from "./to-violations";
import { STRICT_ID_BASE } from "./to-strict-schema";
import type { Violation } from "./violation";
import { DEFAULT_PROFILE, type Profile } from "./profile";
import { departureOfViolation, type ProfileFolder } from "./profile-folder";

/** How a value is validated. */
export interface ValidateOptions {
  /** Also report fields the spec does not list (the strict variant of the schemas). */
  readonly strict?: boolean;
  /**
   * The profile checked against (default `spec`): in `spec` a known departure of the real
   * service is a violation, named as that departure; in `observed` it is no violation.
   */
  readonly profile?: Profile | ProfileFolder;
}

/** A value's violations split by profile: what is wrong, and the known departures tolerated. */
export interface ProfileFindings {
  /** Violations under the profile (in `spec`, known departures included, each named). */
  readonly errors: Violation[];
  /** In `observed`: the known departures found, tolerated (warnings). Empty in `spec`. */
  readonly departures: Violation[];
}

/**
 * Splits violations by profile: in `observed`, the known departures become warnings; under a
 * profile folder, the violations one of its departures accepts (named after it).
 */
export function splitByProfile(
  violations: readonly Violation[],
  profile: Profile | ProfileFolder = DEFAULT_PROFILE,
): ProfileFindings {
  if (profile === "spec") return { errors: [...violations], departures: [] };
  if (profile === "observed") {
    return {
      errors: violations.filter((v) => v.departure === undefined),
      departures: violations.filter((v) => v.departure !== undefined),
    };
  }
  const errors: Violation[] = [];
  const departures: Violation[] = [];
  for (const violation of violations) {
    const departure = departureOfViolation(profile, violation);
    if (departure === undefined) errors.push(violation);
    else departures.push({ ...violation, departure: departure.name });
  }
  return { errors, departures };
}

export { getAjv };

/** The `$id` of a schema by name, default or strict. */
export function schemaId(name: SchemaName, options: ValidateOptions = {}): string {
  return `${options.strict === true ? STRICT_ID_BASE : SCHEMA_ID_BASE}${name}.json`;
}

/** Whether a string names a schema. */
export function isSchemaName(name: string): name is SchemaName {
  return (SCHEMA_NAMES as readonly string[]).includes(name);
}

/** The compiled validator of a schema (compiled once, then cached by Ajv). */
export function getValidator<N extends SchemaName>(
  name: N,
  options: ValidateOptions = {},
): ValidateFunction<SchemaTypeMap[N]> {
  const validate = getAjv().getSchema<SchemaTypeMap[N]>(schemaId(name, options));
  if (validate === undefined) throw new Error(`unknown schema: ${name}`);
  return validate;
}

/**
 * The parsed schema document of a schema by name (for generators that walk schemas). Read from
 * the schemas added to Ajv, not compiled: modules that read a schema when they load (enums,
 * columns, item kinds) would otherwise compile half the schemas before any command runs.
 */
export function getSchema(name: SchemaName, options: ValidateOptions = {}): JsonSchemaObject {
  const schema = registeredSchema(schemaId(name, options));
  if (typeof schema !== "object" || schema === null) throw new Error(`unknown schema: ${name}`);
  return schema as JsonSchemaObject;
}

/** Validates a value against a schema: the list of violations, empty when it is valid. */
export function validate(
  name: SchemaName,
  data: unknown,
  options: ValidateOptions = {},
): Violation[] {
  const validator = getValidator(name, options);
  if (validator(data)) return [];
  return splitByProfile(toViolations(validator.errors, options.profile), options.profile).errors;
}

/**
 * The type a value valid against schema N has under options O: the spec's type, or under
 * `observed` (or a profile known only at run time) the observed type, which also admits the
 * known departures.
 */
export type ValidType<N extends SchemaName, O extends ValidateOptions> =
  // The other options are listed so an object of them alone is no "weak type" mismatch.
  O extends Omit<ValidateOptions, "profile"> & { readonly profile?: "spec" | undefined }
    ? SchemaTypeMap[N]
    : ObservedSchemaTypeMap[N];

/**
 * Whether a value is valid against a schema, narrowing its type: to the spec's type in `spec`,
 * to the observed type (ObservedTransport, …) in `observed`, where known departures pass.
 */
export function isValid<N extends SchemaName, O extends ValidateOptions = Record<never, never>>(
  name: N,
  data: unknown,
  options?: O,
): data is ValidType<N, O> {
  if (options?.profile !== undefined && options.profile !== "spec") {
    return validate(name, data, options).length === 0;
  }
  return getValidator(name, options)(data);
}
