import { endpointOf, withFingerprint, type Finding, type Severity } from "../report";
import { SCHEMA_FILES, type Violation } from "../schemas";
import type { BodyResult } from "./body-result";
import { formatFinding, formatViolation } from "./format-finding";
import { formatSource } from "../capture";
import type { ValidationRun } from "./run-tally";
import { VALIDATE_SCHEMA_RULE } from "./violation-fingerprint";

export { violationFingerprint } from "./violation-fingerprint";

/** Each schema's `x-spec` (the section it enforces), read once. */
let specs: ReadonlyMap<string, string> | undefined;

function specOf(schema: string | undefined): string {
  specs ??= new Map(
    SCHEMA_FILES.map((f) => [
      f.name,
      typeof f.schema["x-spec"] === "string" ? f.schema["x-spec"] : "",
    ]),
  );
  return (schema === undefined ? undefined : specs.get(schema)) ?? "";
}

function placeOf(result: BodyResult): Finding["where"] {
  const { exchange, source } = result;
  return {
    ...(exchange === undefined
      ? {}
      : {
          endpoint: endpointOf(exchange),
          exchange: {
            method: exchange.method,
            url: exchange.url,
            status: exchange.status,
            ...(source.entry === undefined ? {} : { entry: source.entry }),
          },
        }),
    ...(result.schema === undefined ? {} : { schema: result.schema }),
    source: formatSource(source),
  };
}

/**
 * One violation of a body as the shared finding: rule `validate.schema`, the schema's section,
 * endpoint, schema, pointer, keyword and departure (its fingerprint's parts).
 */
export function violationFinding(
  result: BodyResult,
  violation: Violation,
  severity: Severity = "error",
): Finding {
  return withFingerprint({
    ruleId: VALIDATE_SCHEMA_RULE,
    spec: specOf(result.schema),
    severity,
    where: { ...placeOf(result), pointer: violation.path },
    keyword: violation.rule,
    ...(violation.departure === undefined ? {} : { departure: violation.departure }),
    message: formatViolation(result, violation),
    expected: `a body valid against schemas/${result.schema ?? "?"}.json`,
    seen: violation.message,
  });
}

/** A body that failed without violations (malformed, undetermined, unreadable) as a finding. */
function bodyFinding(result: BodyResult): Finding {
  return withFingerprint({
    ruleId: `validate.${result.status}`,
    spec: "",
    severity: "error",
    where: placeOf(result),
    message: formatFinding(result),
    expected: "a JSON body whose schema is known",
    seen: result.reason ?? result.parseError?.message ?? result.status,
  });
}

const FAILING_BODIES = new Set<BodyResult["status"]>(["malformed", "undetermined", "unreadable"]);

/**
 * Every finding of a run, body by body: violations (errors), known departures tolerated
 * (warnings), findings a baseline accepted, and bodies that failed without violations.
 */
export function validationFindings(run: ValidationRun): Finding[] {
  return run.results.flatMap((result) => [
    ...(FAILING_BODIES.has(result.status) ? [bodyFinding(result)] : []),
    ...result.violations.map((v) => violationFinding(result, v, "error")),
    ...(result.warnings ?? []).map((v) => violationFinding(result, v, "warning")),
    ...(result.accepted ?? []).map((v) => violationFinding(result, v, "accepted")),
  ]);
}
