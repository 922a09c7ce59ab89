import type { KeywordDefinition } from "ajv";

/**
 * The project's own annotation keywords. Ajv's strict mode stays on, so each is registered here
 * with a meta-schema; none of them changes what validates.
 */
export const ANNOTATION_KEYWORDS: readonly KeywordDefinition[] = [
  {
    // A faker method that produces a realistic value: "animal.petName", or {fn, args}.
    keyword: "x-faker",
    metaSchema: {
      anyOf: [
        { type: "string" },
        {
          type: "object",
          required: ["fn"],
          additionalProperties: false,
          properties: { fn: { type: "string" }, args: { type: "array" } },
        },
      ],
    },
  },
  // Marks a shape the spec does not show (text: where it says so); such schemas stay permissive.
  { keyword: "x-unspecified", metaSchema: { type: "string" } },
  // The section of the spec a schema enforces, e.g. "api-v2 2.2".
  { keyword: "x-spec", metaSchema: { type: "string" } },
  // The spec's meaning of each value of an enum.
  {
    keyword: "x-enum-descriptions",
    metaSchema: { type: "object", additionalProperties: { type: "string" } },
  },
  // The accepted form of a query parameter, in words, as the mock's 400 bodies state it.
  { keyword: "x-accepted", metaSchema: { type: "string" } },
  // For an unspecified shape: a schema (relative to this one) of what the fake world produces.
  { keyword: "x-mock-schema", metaSchema: { type: "string" } },
  // A known departure of the real service from the spec, with its evidence (schemas/departures/).
  {
    keyword: "x-departure",
    metaSchema: {
      type: "object",
      required: ["departsFrom", "summary", "seen", "where", "since", "share"],
      additionalProperties: false,
      properties: {
        departsFrom: {
          anyOf: [
            { type: "string", pattern: "^[a-z0-9/-]+#" },
            { type: "array", minItems: 1, items: { type: "string", pattern: "^[a-z0-9/-]+#" } },
          ],
        },
        summary: { type: "string" },
        seen: { type: "string" },
        where: { type: "string" },
        since: { type: "string" },
        share: { type: "number", minimum: 0, maximum: 1 },
        dirty: { type: "boolean" },
        withinSpec: { type: "boolean" },
        // What it states: another shape (default), a required field absent, extra fields.
        kind: { enum: ["shape", "absent", "extra-fields"] },
      },
    },
  },
  // A decimal string's count of decimals, drawn in [min, max] by the mock (an observed spread).
  {
    keyword: "x-decimals",
    metaSchema: {
      type: "object",
      required: ["min", "max"],
      additionalProperties: false,
      properties: { min: { type: "integer", minimum: 0 }, max: { type: "integer", minimum: 0 } },
    },
  },
  // json-schema-to-typescript's own keyword: the TypeScript type of an open or unspecified shape.
  { keyword: "tsType", metaSchema: { type: "string" } },
];
