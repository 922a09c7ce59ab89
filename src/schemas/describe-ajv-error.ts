import type { ErrorObject } from "ajv";

function list(values: unknown): string {
  return Array.isArray(values) ? values.map(String).join(", ") : String(values);
}

const ARTICLE: Readonly<Record<string, string>> = {
  integer: "an integer",
  object: "an object",
  array: "a list",
};

/**
 * Says in a few words what an Ajv error means, e.g. `must be 1 or more`: the one phrasing of
 * rules, for query parameters (400 bodies) and payload violations alike.
 */
export function describeAjvError(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "type": {
      const type = String(params.type);
      return `must be ${ARTICLE[type] ?? `a ${type.replace(/,/g, " or ")}`}`;
    }
    case "minimum":
      return `must be ${String(params.limit)} or more`;
    case "maximum":
      return `must be at most ${String(params.limit)}`;
    case "exclusiveMinimum":
      return `must be more than ${String(params.limit)}`;
    case "exclusiveMaximum":
      return `must be less than ${String(params.limit)}`;
    case "minLength":
      return `must be at least ${String(params.limit)} characters long`;
    case "maxLength":
      return `must be at most ${String(params.limit)} characters long`;
    case "format":
      return `must be a valid ${String(params.format)}`;
    case "enum":
      return `must be one of ${list(params.allowedValues)}`;
    case "const":
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case "pattern":
      return "does not have the accepted form";
    default:
      return error.message ?? `breaks the ${error.keyword} rule`;
  }
}
