import { checkCrossCities } from "../../src/conformance/checks/check-cross-version";
import {
  checkWindowCount,
  checkWindowInclusion,
  quietWindow,
  type Reference,
} from "../../src/conformance/checks/check-date-window";
import { checkV1Definitions } from "../../src/conformance/checks/check-v1-definitions";
import { checkV1Fields } from "../../src/conformance/checks/check-v1-fields";
import {
  checkV1CityFilters,
  checkV1OccurrenceFilters,
} from "../../src/conformance/checks/check-v1-filters";
import { parseDay } from "../../src/conformance/dates";
import type { QueryInput } from "../../src/conformance/exchange";
import { specColumns } from "../../src/conformance/inspect-exchange";
import type { CheckOutcome } from "../../src/conformance/outcome";
import { exchangeOf } from "./helpers/exchange-of";
import { checkV1Counts } from "../../src/conformance/checks/check-v1-counts";
import { classifyDateBounds } from "../../src/conformance/checks/classify-date-bounds";

function failing(outcomes: readonly (CheckOutcome | undefined)[]): string[] {
  return outcomes.flatMap((o) =>
    o === undefined ? [] : o.failures.map((f) => `${f.check}: ${f.message}`),
  );
}

const at = (day: string, hour = 12): number =>
  Date.parse(`${day}T${String(hour).padStart(2, "0")}:00:00Z`);
const day = (text: string): number => parseDay(text) as number;
const everywhere = { start: -Infinity, end: Infinity };

// Items on 1, 5 (at 01:00 UTC), 10, 15, 20 March 2024.
const reference: Reference = {
  complete: everywhere,
  items: [
    { id: "a", time: at("2024-03-01") },
    { id: "b", time: at("2024-03-05", 1) },
    { id: "c", time: at("2024-03-10") },
    { id: "d", time: at("2024-03-15") },
    { id: "e", time: at("2024-03-20") },
  ],
};
const window = { from: day("2024-03-05"), to: day("2024-03-15") };
const ex = exchangeOf("/api/v2/occurrences", {}, {});

describe("date windows judged against a reference", () => {
  test("an item strictly inside missing fails inclusion; edge items may go either way", () => {
    expect(
      failing([checkWindowInclusion("v2.filter.dates", ex, reference, window, ["c"])]),
    ).toEqual([]);
    expect(
      failing([checkWindowInclusion("v2.filter.dates", ex, reference, window, ["b", "d"])]),
    ).toEqual([
      "v2.filter.dates: 1 item(s) well inside the window 2024-03-05..2024-03-15 are missing",
    ]);
  });
  test.each([
    [1, []],
    [3, []],
    [
      0,
      [
        "v2.filter.intersection: itemCount of x in 2024-03-05..2024-03-15 does not match the intersection",
      ],
    ],
    [
      4,
      [
        "v2.filter.intersection: itemCount of x in 2024-03-05..2024-03-15 does not match the intersection",
      ],
    ],
  ] as const)("count %i against between 1 and 3", (count, expected) => {
    expect(
      failing([
        checkWindowCount("v2.filter.intersection", ex, reference, window, count, "itemCount of x"),
      ]),
    ).toEqual(expected);
  });
  test("a reference not complete where the window may reach is not used", () => {
    const partial = { ...reference, complete: { start: at("2024-03-06"), end: Infinity } };
    expect(checkWindowInclusion("v2.filter.dates", ex, partial, window, [])).toBeUndefined();
  });
  // b2 at noon on 5 March tells an inclusive bound in UTC-03:00 from an exclusive one in UTC.
  const edges: Reference = {
    ...reference,
    items: [...reference.items, { id: "b2", time: at("2024-03-05") }],
  };
  test.each([
    [
      "inclusive, UTC",
      ["b", "b2", "c", "d"],
      [
        "initialdate bound: inclusive",
        "finaldate bound: inclusive (whole day)",
        "initialdate/finaldate days read in: UTC",
      ],
    ],
    [
      "exclusive",
      ["c"],
      [
        "initialdate bound: exclusive",
        "finaldate bound: exclusive",
        "initialdate/finaldate days read in: undetermined (UTC or UTC-03:00)",
      ],
    ],
    [
      "inclusive, UTC-03:00 (b at 01:00 UTC is 4 March there)",
      ["b2", "c", "d"],
      [
        "initialdate bound: inclusive",
        "finaldate bound: inclusive (whole day)",
        "initialdate/finaldate days read in: UTC-03:00",
      ],
    ],
  ])("classifyDateBounds: %s", (_name, returned, expected) => {
    const names = { from: "initialdate", to: "finaldate" };
    expect(classifyDateBounds(edges, window, returned, names)).toEqual(expected);
  });
  test("an answer no reading explains says so", () => {
    expect(classifyDateBounds(reference, window, ["a", "e"], { from: "f", to: "t" })[0]).toMatch(
      /matches no simple reading/,
    );
  });
  test("quietWindow: bounds on days without items nearby, so every reading counts the same", () => {
    const quiet = quietWindow(reference);
    expect(quiet).toBeDefined();
    const { from, to } = quiet as { from: number; to: number };
    const edges = [from - 1, from, from + 1, to - 1, to, to + 1];
    expect(reference.items.some((item) => edges.includes(Math.floor(item.time / 86_400_000)))).toBe(
      false,
    );
    expect(
      failing([checkWindowCount("cross.occurrence-count", ex, reference, quiet ?? {}, 4, "x")]),
    ).toHaveLength(1);
  });
});

describe("v1 checks", () => {
  const V1 = "/api/v1/occurrences";
  test("definitions: the spec's order passes; a swap fails naming the position", () => {
    const columns = specColumns("v1/occurrence-definitions");
    expect(columns).toHaveLength(23);
    const swapped = [columns[0], columns[2], columns[1], ...columns.slice(3)];
    const outcome = checkV1Definitions(exchangeOf(`${V1}/definitions`, {}, swapped), columns);
    expect(
      failing([checkV1Definitions(exchangeOf(`${V1}/definitions`, {}, columns), columns)]),
    ).toEqual([]);
    expect(failing([outcome])).toEqual([
      "v1.definitions: GET /api/v1/occurrences/definitions differs from the spec at position 2",
    ]);
  });
  test("field[]: exactly the named columns, in any order", () => {
    const query = { "field[]": ["cidade_id", "id_ocorrencia"] };
    const ok = exchangeOf(V1, query, []);
    expect(failing([checkV1Fields(ok, [{ id_ocorrencia: 1, cidade_id: 2 }])])).toEqual([]);
    expect(failing([checkV1Fields(ok, [{ id_ocorrencia: 1 }])])).toEqual([
      "v1.field-selection: row 0 does not hold exactly the field[] columns",
    ]);
    expect(
      failing([checkV1Fields(ok, [{ id_ocorrencia: 1, cidade_id: 2, nome_cidade: "x" }])]),
    ).toHaveLength(1);
    expect(checkV1Fields(exchangeOf(V1, {}, []), [])).toBeUndefined();
  });
  test.each<[string, QueryInput, Record<string, unknown>[], number]>([
    ["estado_id[] any of", { "estado_id[]": [1, 2] }, [{ estado_id: 1 }, { estado_id: 2 }], 0],
    ["estado_id[] other", { "estado_id[]": [1] }, [{ estado_id: 3 }], 1],
    ["cidade_id[] other", { "cidade_id[]": [5] }, [{ cidade_id: 6 }], 1],
    [
      "[gt] the bound day itself either way",
      { "data_ocorrencia[gt]": "2024-03-10" },
      [{ data_ocorrencia: "2024-03-10 00:30:00" }],
      0,
    ],
    [
      "[gt] no day before the bound, more than five hours before its midnight",
      { "data_ocorrencia[gt]": "2024-03-10" },
      [{ data_ocorrencia: "2024-03-09 18:59:59" }],
      1,
    ],
    [
      "[gt] a row in the last five hours before the bound day: the bounds' clock may differ",
      { "data_ocorrencia[gt]": "2024-03-10" },
      [{ data_ocorrencia: "2024-03-09 21:00:00" }],
      0,
    ],
    [
      "[lt] the bound day itself either way",
      { "data_ocorrencia[lt]": "2024-03-10" },
      [{ data_ocorrencia: "2024-03-10 23:59:59" }],
      0,
    ],
    [
      "[lt] no day after the bound, five hours or more after its end",
      { "data_ocorrencia[lt]": "2024-03-10" },
      [{ data_ocorrencia: "2024-03-11 05:00:00" }],
      1,
    ],
    [
      "[lt] a row in the first five hours after the bound day: the bounds' clock may differ",
      { "data_ocorrencia[lt]": "2024-03-10" },
      [{ data_ocorrencia: "2024-03-11 00:00:00" }],
      0,
    ],
    ["filter column not returned: not judged", { "cidade_id[]": [5] }, [{ id_ocorrencia: 1 }], 0],
  ])("occurrence filters: %s", (_name, query, rows, failures) => {
    expect(failing(checkV1OccurrenceFilters(exchangeOf(V1, query, rows), rows))).toHaveLength(
      failures,
    );
  });
  test("counts: a negative or fractional count fails", () => {
    const run = (rows: Record<string, unknown>[]): string[] =>
      failing([checkV1Counts(exchangeOf(V1, {}, rows), rows)]);
    expect(run([{ qtd_morto_civil_ocorrencia: 0 }])).toEqual([]);
    expect(run([{ qtd_morto_civil_ocorrencia: -1 }])).toEqual([
      "v1.counts: 1 of 1 row(s) break qtd_morto_civil_ocorrencia is an integer >= 0",
    ]);
    expect(run([{ qtd_ferido_civil_ocorrencia: 1.5 }])).toHaveLength(1);
  });

  const cities = [
    { CidadeId: 1, EstadoId: 1, Cidade: "Niterói", Populacao: 100 },
    { CidadeId: 2, EstadoId: 1, Cidade: "Rio de Janeiro", Populacao: 500 },
    { CidadeId: 3, EstadoId: 2, Cidade: "Recife", Populacao: 300 },
  ];
  test.each<[string, QueryInput, number[], string[]]>([
    ["Populacao[gt] strict", { "Populacao[gt]": 300 }, [2], []],
    ["Populacao[gt] inclusive also fine", { "Populacao[gt]": 300 }, [2, 3], []],
    [
      "Populacao[gt] a row below",
      { "Populacao[gt]": 300 },
      [1, 2],
      ["v1.filter.cities: 1 of 2 row(s) break Populacao[gt]=300"],
    ],
    [
      "Populacao[gt] a row above missing",
      { "Populacao[gt]": 300 },
      [],
      ["v1.filter.cities: 1 matching city row(s) missing"],
    ],
    ["Populacao[lt]", { "Populacao[lt]": 300 }, [1], []],
    ["EstadoId", { EstadoId: 1 }, [1, 2], []],
    [
      "EstadoId incomplete",
      { EstadoId: 1 },
      [1],
      ["v1.filter.cities: 1 matching city row(s) missing"],
    ],
    ["Cidade[lk] case and accents ignored", { "Cidade[lk]": "%TERO%" }, [1], []],
    [
      "Cidade[lk] a stray row",
      { "Cidade[lk]": "%ter%" },
      [1, 3],
      ["v1.filter.cities: 1 of 2 row(s) break Cidade[lk]=%ter%"],
    ],
    [
      "Cidade[lk] exact-case match missing",
      { "Cidade[lk]": "%ter%" },
      [],
      ["v1.filter.cities: 1 matching city row(s) missing"],
    ],
  ])("city filters: %s", (_name, query, ids, expected) => {
    const rows = cities.filter((row) => ids.includes(row.CidadeId));
    expect(
      failing([checkV1CityFilters(exchangeOf("/api/v1/cities", query, rows), rows, cities)]),
    ).toEqual(expected);
  });
});

describe("checkCrossCities", () => {
  const v2 = [{ name: "NITERÓI" }, { name: "RIO DE JANEIRO" }];
  const ex2 = exchangeOf("/api/v2/cities", {}, {});
  const ex1 = exchangeOf("/api/v1/cities", {}, []);
  test("the same names in another case pass", () => {
    expect(
      failing([
        checkCrossCities(ex2, v2, ex1, [{ Cidade: "Niterói" }, { Cidade: "Rio de Janeiro" }]),
      ]),
    ).toEqual([]);
  });
  test("a missing city and a misspelt one fail", () => {
    expect(failing([checkCrossCities(ex2, v2, ex1, [{ Cidade: "Niteroi" }])])).toEqual([
      "cross.cities: v1 and v2 list a different number of cities",
      "cross.cities: v1 and v2 city names differ (compared case-insensitively)",
    ]);
  });
  test.each([
    ["the cities of each state agree: pass", [1, 1], []],
    [
      "a city under another state in v1 fails",
      [1, 2],
      ["cross.cities: v1 and v2 group the cities into states differently"],
    ],
  ])("%s", (_what, [a, b], expected) => {
    const states = [
      { name: "NITERÓI", stateId: "s" },
      { name: "RIO DE JANEIRO", stateId: "s" },
    ];
    const rows = [
      { Cidade: "Niterói", EstadoId: a },
      { Cidade: "Rio de Janeiro", EstadoId: b },
    ];
    expect(failing([checkCrossCities(ex2, states, ex1, rows)])).toEqual(expected);
  });
});
