import { createQueryParser } from "../../src/query/create-query-parser";
import type { RawQuery } from "../../src/query/raw-query";
import { validate } from "../../src/schemas";

const UUID = "7d9a4a5e-1b1c-4c1a-9a2e-3f2b1c0d9e8f";
const v2 = createQueryParser("query/v2-occurrences");
const cities = createQueryParser("query/v2-cities");
const none = createQueryParser("query/no-parameters");

describe("createQueryParser: valid queries are coerced by the schema's types", () => {
  test.each<[string, RawQuery, unknown]>([
    ["empty query -> empty object", {}, {}],
    ["page and take -> integers", { page: "3", take: "10" }, { page: 3, take: 10 }],
    ["idCities once -> a list of one", { idCities: UUID }, { idCities: [UUID] }],
    ["idCities repeated -> the list", { idCities: [UUID, UUID] }, { idCities: [UUID, UUID] }],
    [
      "dates and enums -> kept as text",
      { initialdate: "2024-02-29", order: "DESC", typeOccurrence: "withVictim" },
      { initialdate: "2024-02-29", order: "DESC", typeOccurrence: "withVictim" },
    ],
    ["take=5000 -> accepted (the schema's maximum)", { take: "5000" }, { take: 5000 }],
  ])("%s", (_name, raw, expected) => {
    const result = v2(raw);
    expect(result).toEqual({ ok: true, value: expected });
  });

  test("v2 cities: a name with spaces and accents -> kept", () => {
    expect(cities({ cityName: "São Gonçalo" })).toEqual({
      ok: true,
      value: { cityName: "São Gonçalo" },
    });
  });
});

describe("createQueryParser: every bad parameter is named with its accepted form", () => {
  test.each<[string, RawQuery, string, string, string]>([
    [
      "page=0 -> page must be 1 or more",
      { page: "0" },
      "page",
      "must be 1 or more",
      "an integer of 1 or more",
    ],
    [
      "page=-1 -> below the minimum",
      { page: "-1" },
      "page",
      "must be 1 or more",
      "an integer of 1 or more",
    ],
    [
      "take=abc -> must be an integer",
      { take: "abc" },
      "take",
      "must be an integer",
      "an integer from 1 to 5000",
    ],
    [
      "take=2.5 -> must be an integer",
      { take: "2.5" },
      "take",
      "must be an integer",
      "an integer from 1 to 5000",
    ],
    [
      "take= (empty) -> must be an integer",
      { take: "" },
      "take",
      "must be an integer",
      "an integer from 1 to 5000",
    ],
    [
      "take=5001 -> above the schema's maximum",
      { take: "5001" },
      "take",
      "must be at most 5000",
      "an integer from 1 to 5000",
    ],
    [
      "take beyond the safe range -> must be an integer",
      { take: "99999999999999999999" },
      "take",
      "must be an integer",
      "an integer from 1 to 5000",
    ],
    [
      "initialdate=2024-13-01 -> not a date",
      { initialdate: "2024-13-01" },
      "initialdate",
      "must be a valid date",
      "a date YYYY-MM-DD",
    ],
    [
      "initialdate=2023-02-29 -> not a date (no leap day)",
      { initialdate: "2023-02-29" },
      "initialdate",
      "must be a valid date",
      "a date YYYY-MM-DD",
    ],
    [
      "finaldate=01/05/2024 -> not a date",
      { finaldate: "01/05/2024" },
      "finaldate",
      "must be a valid date",
      "a date YYYY-MM-DD, not before initialdate",
    ],
    [
      "idCities=not-a-uuid -> not a uuid",
      { idCities: "not-a-uuid" },
      "idCities",
      "must be a valid uuid",
      "a city UUID, repeated for several cities",
    ],
    [
      "idCities second value bad -> value 2 named",
      { idCities: [UUID, "x"] },
      "idCities",
      "value 2: must be a valid uuid",
      "a city UUID, repeated for several cities",
    ],
    [
      "idState=1 -> not a uuid",
      { idState: "1" },
      "idState",
      "must be a valid uuid",
      "a state UUID",
    ],
    [
      "order=SIDEWAYS -> not ASC or DESC",
      { order: "SIDEWAYS" },
      "order",
      "must be one of ASC, DESC",
      "ASC or DESC",
    ],
    [
      "order=asc -> case matters",
      { order: "asc" },
      "order",
      "must be one of ASC, DESC",
      "ASC or DESC",
    ],
    [
      "typeOccurrence=some -> not a value",
      { typeOccurrence: "some" },
      "typeOccurrence",
      "must be one of all, withVictim, withoutVictim",
      "all, withVictim or withoutVictim",
    ],
    [
      "page given twice -> give it once",
      { page: ["1", "2"] },
      "page",
      "was given 2 times; give it once",
      "an integer of 1 or more",
    ],
    [
      "order given twice, same value -> still once only",
      { order: ["ASC", "ASC"] },
      "order",
      "was given 2 times; give it once",
      "ASC or DESC",
    ],
  ])("%s", (_name, raw, parameter, message, accepted) => {
    const result = v2(raw);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([{ parameter, message, accepted, received: raw[parameter] }]);
    for (const problem of result.problems)
      expect(validate("common/parameter-problem", problem)).toEqual([]);
  });

  test.each<[string, RawQuery, string, string]>([
    [
      "unknown name foo -> not a parameter",
      { foo: "1" },
      "foo",
      "is not a parameter of this endpoint",
    ],
    [
      "idCities[] -> not a parameter, repeat idCities",
      { "idCities[]": UUID },
      "idCities[]",
      "is not a parameter of this endpoint; to give several values, repeat idCities",
    ],
    [
      "idstate -> did you mean idState?",
      { idstate: UUID },
      "idstate",
      "is not a parameter of this endpoint; did you mean idState?",
    ],
    [
      "__proto__ -> an ordinary unknown name",
      { ["__proto__"]: "1" },
      "__proto__",
      "is not a parameter of this endpoint",
    ],
  ])("%s", (_name, raw, parameter, message) => {
    const result = v2(raw);
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          parameter,
          message,
          accepted:
            "one of the parameters order, page, take, idState, idCities, initialdate, finaldate, typeOccurrence",
          received: raw[parameter],
        },
      ],
    });
  });

  test("an endpoint with no parameters -> accepted says no parameters", () => {
    expect(none({ page: "1" })).toEqual({
      ok: false,
      problems: [
        {
          parameter: "page",
          message: "is not a parameter of this endpoint",
          accepted: "no parameters",
          received: "1",
        },
      ],
    });
  });

  test("several bad parameters -> one problem each, in the order sent", () => {
    const result = v2({ take: "0", zzz: "1", page: "x", order: "up" });
    expect(result.ok ? [] : result.problems.map((problem) => problem.parameter)).toEqual([
      "take",
      "zzz",
      "page",
      "order",
    ]);
  });

  test("a nested value (not from the simple parser) -> a problem, not a crash", () => {
    const result = v2({ page: { a: "1" } });
    expect(result.ok ? [] : result.problems.map((problem) => problem.message)).toEqual([
      "is not a plain query value",
    ]);
  });

  test("cityName empty or longer than 200 characters -> a problem", () => {
    expect(cities({ cityName: "" }).ok).toBe(false);
    expect(cities({ cityName: "a".repeat(201) }).ok).toBe(false);
    expect(cities({ cityName: "a".repeat(200) }).ok).toBe(true);
  });
});

describe("createQueryParser: bounds configured at run time replace the schema's", () => {
  const small = createQueryParser("query/v2-occurrences", {
    bounds: { take: { minimum: 1, maximum: 100, accepted: "an integer from 1 to 100" } },
  });
  const large = createQueryParser("query/v2-occurrences", {
    bounds: { take: { minimum: 1, maximum: 10_000, accepted: "an integer from 1 to 10000" } },
  });

  test.each<[string, ReturnType<typeof small>, unknown]>([
    ["max 100: take=100 -> accepted", small({ take: "100" }), { ok: true, value: { take: 100 } }],
    [
      "max 100: take=101 -> at most 100, accepted states 100",
      small({ take: "101" }),
      {
        ok: false,
        problems: [
          {
            parameter: "take",
            message: "must be at most 100",
            accepted: "an integer from 1 to 100",
            received: "101",
          },
        ],
      },
    ],
    [
      "max 100: take=0 -> 1 or more",
      small({ take: "0" }),
      {
        ok: false,
        problems: [
          {
            parameter: "take",
            message: "must be 1 or more",
            accepted: "an integer from 1 to 100",
            received: "0",
          },
        ],
      },
    ],
    [
      "max 100: take=abc -> still a type problem, with the configured wording",
      small({ take: "abc" }),
      {
        ok: false,
        problems: [
          {
            parameter: "take",
            message: "must be an integer",
            accepted: "an integer from 1 to 100",
            received: "abc",
          },
        ],
      },
    ],
    [
      "max 10000: take=6000 -> accepted above the schema's 5000",
      large({ take: "6000" }),
      { ok: true, value: { take: 6000 } },
    ],
    [
      "max 10000: take=10001 -> at most 10000",
      large({ take: "10001" }),
      {
        ok: false,
        problems: [
          {
            parameter: "take",
            message: "must be at most 10000",
            accepted: "an integer from 1 to 10000",
            received: "10001",
          },
        ],
      },
    ],
  ])("%s", (_name, result, expected) => {
    expect(result).toEqual(expected);
  });

  test("bounds for a parameter the schema lacks -> a configuration error", () => {
    expect(() =>
      createQueryParser("query/v2-cities", { bounds: { take: { maximum: 1, accepted: "x" } } }),
    ).toThrow(/does not have/);
  });
});

describe("createQueryParser: v1 schemas reuse it (bracketed names, $ref'd column types)", () => {
  const v1 = createQueryParser("query/v1-occurrences");
  const v1Cities = createQueryParser("query/v1-cities");
  test.each<[string, { readonly ok: boolean }, unknown]>([
    [
      "estado_id[] repeated -> integers",
      v1({ "estado_id[]": ["1", "2"] }),
      { ok: true, value: { "estado_id[]": [1, 2] } },
    ],
    [
      "latitude_ocorrencia via $ref -> a number",
      v1({ latitude_ocorrencia: "-22.5" }),
      { ok: true, value: { latitude_ocorrencia: -22.5 } },
    ],
    [
      "nome_cidade digits -> stay text",
      v1({ nome_cidade: "123" }),
      { ok: true, value: { nome_cidade: "123" } },
    ],
    [
      "PIBPrecoCorrente=null -> null",
      v1Cities({ PIBPrecoCorrente: "null" }),
      { ok: true, value: { PIBPrecoCorrente: null } },
    ],
    [
      "cidade_id[]=x -> must be an integer",
      v1({ "cidade_id[]": "x" }),
      {
        ok: false,
        problems: [
          {
            parameter: "cidade_id[]",
            message: "must be an integer",
            accepted: "an integer city id, repeated for several",
            received: "x",
          },
        ],
      },
    ],
  ])("%s", (_name, result, expected) => {
    expect(result).toEqual(expected);
  });
});
