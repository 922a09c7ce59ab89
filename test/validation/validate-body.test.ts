import type { SchemaName } from "../../src/schemas";
import { validateBody } from "../../src/validation";
import {
  sampleCitiesResponse,
  sampleOccurrencesResponse,
  sampleStatesResponse,
  sampleV1CityRow,
  sampleV1OccurrenceRow,
} from "../fixtures/validation/sample-bodies";

/** Marks a field to delete instead of a value to set. */
const REMOVE = Symbol("remove");

/** A copy of a body with the value at a JSON pointer replaced (or removed). */
function breakAt(body: unknown, pointer: string, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = pointer.split("/").slice(1);
  const last = keys.pop();
  if (last === undefined) throw new Error("pointer to the root");
  let node: Record<string, unknown> = copy;
  for (const key of keys) node = node[key] as Record<string, unknown>;
  if (value === REMOVE) delete node[last];
  else node[last] = value;
  return copy;
}

const occurrences = sampleOccurrencesResponse(2);
const cities = sampleCitiesResponse();
const v1Rows = [sampleV1OccurrenceRow(1), sampleV1OccurrenceRow(2)];
const v1Cities = [sampleV1CityRow()];

const VALID: [string, SchemaName, unknown][] = [
  ["a v2 occurrences page with victims", "v2/occurrences-response", occurrences],
  ["a v2 occurrences page with no data", "v2/occurrences-response", sampleOccurrencesResponse(0)],
  ["a v2 cities answer", "v2/cities-response", cities],
  ["a v2 states answer", "v2/states-response", sampleStatesResponse()],
  ["v1 occurrence rows", "v1/occurrences-response", v1Rows],
  ["v1 city rows", "v1/cities-response", v1Cities],
  ["a v2 error body", "v2/error-response", { msg: "bad", msgCode: "invalid_parameter", code: 400 }],
  ["a v1 error body", "v1/error-response", { msg: "bad", error: "invalid_parameter", status: 400 }],
  [
    "v2 occurrences with a non-null subNeighborhood (shape not shown: any object)",
    "v2/occurrences-response",
    breakAt(occurrences, "/data/0/subNeighborhood", { anything: 1 }),
  ],
  [
    'v2 occurrences with policeUnit null (real payloads send null or "")',
    "v2/occurrences-response",
    breakAt(occurrences, "/data/0/contextInfo/policeUnit", null),
  ],
];

/** [rule stated, schema, body broken in one place, rule, JSON pointer]. */
const BROKEN: [string, SchemaName, unknown, string, string][] = [
  [
    "id that is not a UUID -> format at /data/0/id",
    "v2/occurrences-response",
    breakAt(occurrences, "/data/0/id", "12345"),
    "format",
    "/data/0/id",
  ],
  [
    "latitude as a number -> type at /data/1/latitude",
    "v2/occurrences-response",
    breakAt(occurrences, "/data/1/latitude", -22.88),
    "type",
    "/data/1/latitude",
  ],
  [
    "latitude as a string that is no decimal -> pattern",
    "v2/occurrences-response",
    breakAt(occurrences, "/data/0/latitude", "22°53'S"),
    "pattern",
    "/data/0/latitude",
  ],
  [
    "date on an impossible day (its shape matches the pattern) -> format at /data/0/date",
    "v2/occurrences-response",
    breakAt(occurrences, "/data/0/date", "2023-02-30T10:00:00.000Z"),
    "format",
    "/data/0/date",
  ],
  [
    "date in Brasília time instead of UTC -> pattern at /data/0/date",
    "v2/occurrences-response",
    breakAt(occurrences, "/data/0/date", "2023-05-01T00:00:00.000-03:00"),
    "pattern",
    "/data/0/date",
  ],
  [
    "missing documentNumber -> required at /data/0/documentNumber",
    "v2/occurrences-response",
    breakAt(occurrences, "/data/0/documentNumber", REMOVE),
    "required",
    "/data/0/documentNumber",
  ],
  [
    "documentNumber as a string -> type",
    "v2/occurrences-response",
    breakAt(occurrences, "/data/0/documentNumber", "40001"),
    "type",
    "/data/0/documentNumber",
  ],
  [
    "pageMeta.page as a string -> type at /pageMeta/page",
    "v2/occurrences-response",
    breakAt(occurrences, "/pageMeta/page", "1"),
    "type",
    "/pageMeta/page",
  ],
  [
    "pageMeta.hasNextPage as a string -> type",
    "v2/occurrences-response",
    breakAt(occurrences, "/pageMeta/hasNextPage", "false"),
    "type",
    "/pageMeta/hasNextPage",
  ],
  [
    "pageMeta.itemCount as a float -> type",
    "v2/occurrences-response",
    breakAt(occurrences, "/pageMeta/itemCount", 2.5),
    "type",
    "/pageMeta/itemCount",
  ],
  [
    "pageMeta without itemCount -> required",
    "v2/occurrences-response",
    breakAt(occurrences, "/pageMeta/itemCount", REMOVE),
    "required",
    "/pageMeta/itemCount",
  ],
  [
    "a main reason outside api-v2 2.8 -> enum",
    "v2/occurrences-response",
    breakAt(occurrences, "/data/0/contextInfo/mainReason/name", "Assalto"),
    "enum",
    "/data/0/contextInfo/mainReason/name",
  ],
  [
    "victim type People misspelt -> const",
    "v2/occurrences-response",
    breakAt(occurrences, "/data/0/victims/0/type", "Person"),
    "const",
    "/data/0/victims/0/type",
  ],
  [
    "victim age below 0 -> minimum",
    "v2/occurrences-response",
    breakAt(occurrences, "/data/0/victims/0/age", -1),
    "minimum",
    "/data/0/victims/0/age",
  ],
  [
    "a success msg other than the spec's -> const at /msg",
    "v2/occurrences-response",
    breakAt(occurrences, "/msg", "OK"),
    "const",
    "/msg",
  ],
  [
    "code as a string -> const at /code",
    "v2/occurrences-response",
    breakAt(occurrences, "/code", "200"),
    "const",
    "/code",
  ],
  [
    "a cities answer with pageMeta -> false schema at /pageMeta",
    "v2/cities-response",
    { ...cities, pageMeta: occurrences.pageMeta },
    "false schema",
    "/pageMeta",
  ],
  [
    "a city whose state id is no UUID -> format",
    "v2/cities-response",
    breakAt(cities, "/data/1/state/id", "33"),
    "format",
    "/data/1/state/id",
  ],
  [
    "v1 latitude as a string -> type at /0/latitude_ocorrencia",
    "v1/occurrences-response",
    breakAt(v1Rows, "/0/latitude_ocorrencia", "-22.88"),
    "type",
    "/0/latitude_ocorrencia",
  ],
  [
    "v1 data_ocorrencia in ISO 8601 -> pattern",
    "v1/occurrences-response",
    breakAt(v1Rows, "/1/data_ocorrencia", "2018-04-01T03:00:00.000Z"),
    "pattern",
    "/1/data_ocorrencia",
  ],
  [
    "v1 row without cidade_id -> required",
    "v1/occurrences-response",
    breakAt(v1Rows, "/0/cidade_id", REMOVE),
    "required",
    "/0/cidade_id",
  ],
  [
    "v1 DensidadeDemografica as a number -> type",
    "v1/cities-response",
    breakAt(v1Cities, "/0/DensidadeDemografica", 3640.8),
    "type",
    "/0/DensidadeDemografica",
  ],
  [
    "v1 city definitions out of the spec's order -> const at the root",
    "v1/city-definitions",
    [
      "EstadoId",
      "CidadeId",
      "Cidade",
      "CodigoIBGE",
      "Gentilico",
      "Populacao",
      "Area",
      "DensidadeDemografica",
      "PIBPrecoCorrente",
    ],
    "const",
    "",
  ],
  [
    "an error body with code 200 -> minimum at /code",
    "v2/error-response",
    { msg: "bad", msgCode: "invalid_parameter", code: 200 },
    "minimum",
    "/code",
  ],
];

describe("validateBody: valid captured bodies", () => {
  it.each(VALID)("%s -> no violation", (_name, schema, body) => {
    expect(validateBody(body, { schema })).toEqual([]);
  });
});

describe("validateBody: each broken body gives exactly its violation", () => {
  it.each(BROKEN)("%s", (_name, schema, body, rule, path) => {
    const violations = validateBody(body, { schema });
    expect(violations.map((v) => [v.rule, v.path])).toEqual([[rule, path]]);
    const [violation] = violations;
    expect(violation?.message).toMatch(/\w+/);
  });

  it("the violation of a wrong type states the value seen, in words", () => {
    const [violation] = validateBody(breakAt(occurrences, "/data/1/latitude", -22.88), {
      schema: "v2/occurrences-response",
    });
    expect(violation).toMatchObject({ value: -22.88 });
    expect(violation?.message).toBe("must be a string, got number -22.88");
  });
});

describe("validateBody --strict: fields the spec does not list", () => {
  const extra = breakAt(occurrences, "/data/0/extraField", true);

  it("an unlisted field on an occurrence -> valid by default", () => {
    expect(validateBody(extra, { schema: "v2/occurrences-response" })).toEqual([]);
  });

  it("an unlisted field on an occurrence -> additionalProperties at /data/0/extraField when strict", () => {
    const violations = validateBody(extra, { schema: "v2/occurrences-response" }, { strict: true });
    expect(violations.map((v) => [v.rule, v.path])).toEqual([
      ["additionalProperties", "/data/0/extraField"],
    ]);
  });

  it("an unlisted field in a subNeighborhood (shape not shown) -> still valid when strict", () => {
    const body = breakAt(occurrences, "/data/0/subNeighborhood", { id: "x", anything: 1 });
    expect(validateBody(body, { schema: "v2/occurrences-response" }, { strict: true })).toEqual([]);
  });
});
