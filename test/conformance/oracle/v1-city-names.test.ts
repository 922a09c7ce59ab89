import type { CheckInput, QueryPairs } from "../../../src/conformance/check-input";
import { createOracle } from "../../../src/conformance/oracle/create-oracle";
import type { Mirror } from "../../../src/conformance/oracle/mirror";
import type { ServerChoices } from "../../../src/conformance/oracle/server-choices";

const NAMES = ["Santa Bárbara d'Oeste", "Olho d'Água das Flores", "Santa Rita", "Sabará"];

const CITIES = NAMES.map((Cidade, index) => ({
  CidadeId: index + 1,
  EstadoId: index < 2 ? 25 : 13,
  Cidade,
  CodigoIBGE: 3500000 + index,
  Gentilico: "x",
  Populacao: 10_000 * (index + 1),
  Area: 100,
  DensidadeDemografica: "1.00",
  PIBPrecoCorrente: null,
}));

const MIRROR: Mirror = {
  window: { stateUuid: "", firstDay: "2018-01-08", lastDay: "2018-01-20" },
  v2Occurrences: [],
  v2Cities: [],
  v1Cities: CITIES,
  requests: 1,
};

/** The mock's own reading: case and accents folded, a value without % the whole name. */
const FOLDED: ServerChoices = { cityLike: { caseFolded: true, bareIsPartial: false } };

function answer(query: QueryPairs, ids: readonly number[]): CheckInput {
  const body = CITIES.filter((city) => ids.includes(city.CidadeId));
  return { method: "GET", url: "", path: "/api/v1/cities", query, status: 200, headers: {}, body };
}

function aspects(choices: ServerChoices, pattern: string, ids: readonly number[]): string[] {
  const query: QueryPairs = [["Cidade[lk]", pattern]];
  const expected = createOracle(MIRROR, choices).expect({ operation: "v1-cities", query });
  if (!expected.inside) throw new Error(expected.reason);
  return expected.expectation.differences(answer(query, ids)).map((each) => each.aspect);
}

describe("Cidade[lk] with the mirror's own names, apostrophes and accents", () => {
  it("an apostrophe is a character like any other", () => {
    expect(aspects(FOLDED, "%d'oeste", [1])).toEqual([]);
    expect(aspects(FOLDED, "%d'oeste", [])).toEqual(["cities.missing"]);
    expect(aspects(FOLDED, "%d'%", [1, 2])).toEqual([]);
    expect(aspects(FOLDED, "%d'%", [1, 2, 3])).toEqual(["cities.extra"]);
  });

  it("an exact name must be listed under every reading; a name folded only by accents may be", () => {
    expect(aspects({}, "Santa Bárbara d'Oeste", [])).toEqual(["cities.missing"]);
    // Whether accents fold is not a settled choice: SABARA may or may not match Sabará.
    expect(aspects(FOLDED, "SABARA", [4])).toEqual([]);
    expect(aspects(FOLDED, "SABARA", [])).toEqual([]);
    expect(aspects(FOLDED, "SABARÁ", [])).toEqual(["cities.missing"]);
  });

  it("case folded as settled: another case must match; not folded: it must not", () => {
    expect(aspects(FOLDED, "santa rita", [])).toEqual(["cities.missing"]);
    const exact: ServerChoices = { cityLike: { caseFolded: false, bareIsPartial: false } };
    expect(aspects(exact, "santa rita", [3])).toEqual(["cities.extra"]);
    expect(aspects({}, "santa rita", [3])).toEqual([]);
  });

  it("a value without % is the whole name, or a part of it when the server reads it so", () => {
    expect(aspects(FOLDED, "Santa", [1, 3])).toEqual(["cities.extra"]);
    const partial: ServerChoices = { cityLike: { caseFolded: true, bareIsPartial: true } };
    expect(aspects(partial, "Santa", [1, 3])).toEqual([]);
    expect(aspects(partial, "Santa", [1])).toEqual(["cities.missing"]);
  });
});
