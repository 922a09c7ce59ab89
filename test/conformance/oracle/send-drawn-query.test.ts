import type { HttpClient } from "../../../src/conformance/http-client";
import type { ExchangeView, QueryInput } from "../../../src/conformance/exchange";
import type { QueryPairs } from "../../../src/conformance/check-input";
import { sendDrawnQuery } from "../../../src/conformance/oracle/send-drawn-query";
import type { BracketForm } from "../../../src/conformance/oracle/draw-query";

/** What a query went out as: the client's own writing (get) or a target written here (getRaw). */
type Sent =
  | { readonly via: "get"; readonly query: QueryInput }
  | { readonly via: "raw"; readonly target: string };

async function sent(query: QueryPairs, form: BracketForm): Promise<Sent> {
  let out: Sent | undefined;
  const client = {
    get: (_path: string, input: QueryInput) => (
      (out = { via: "get", query: input }),
      Promise.resolve({} as ExchangeView)
    ),
    getRaw: (target: string) => (
      (out = { via: "raw", target }),
      Promise.resolve({} as ExchangeView)
    ),
  } as unknown as HttpClient;
  await sendDrawnQuery(client, { operation: "v1-occurrences", query, form });
  if (out === undefined) throw new Error("nothing sent");
  return out;
}

/** Twenty queries that repeat cidade_id[] beside estado_id[] (cities 1..20 and 101..120). */
const REPEATED: QueryPairs[] = Array.from({ length: 20 }, (_, i) => [
  ["cidade_id[]", String(i + 1)],
  ["cidade_id[]", String(i + 101)],
  ["estado_id[]", "19"],
]);

describe("sendDrawnQuery writes a query in more than one way", () => {
  test("raw: some queries with a repeated parameter go out with its values apart, some with the names reversed, the pairs the same", async () => {
    const all = await Promise.all(REPEATED.map((query) => sent(query, "raw")));
    const targets = all.flatMap((each) =>
      each.via === "raw" ? [[...new URLSearchParams(each.target.split("?")[1]).entries()]] : [],
    );
    const names = (pairs: [string, string][]) => pairs.map(([name]) => name).join(" ");
    const apart = targets.filter((pairs) => names(pairs) === "cidade_id[] estado_id[] cidade_id[]");
    const reversed = targets.filter(
      (pairs) => names(pairs) === "estado_id[] cidade_id[] cidade_id[]",
    );
    expect(apart.length).toBeGreaterThan(0);
    expect(reversed.length).toBeGreaterThan(0);
    expect(apart.length + reversed.length).toBe(targets.length);
    expect(targets.length).toBeLessThan(all.length);
    for (const pairs of [...apart, ...reversed]) {
      const values = pairs.filter(([name]) => name === "cidade_id[]").map(([, value]) => value);
      expect(Number(values[1]) - Number(values[0])).toBe(100);
    }
  });

  test("raw: a query built with a name's values apart goes out as built, whatever its hash", async () => {
    const built: QueryPairs[] = Array.from({ length: 20 }, (_, i) => [
      ["cidade_id[]", String(i + 1)],
      ["estado_id[]", "19"],
      ["cidade_id[]", String(i + 101)],
      ["data_ocorrencia[gt]", "2020-01-01"],
    ]);
    for (const query of built) {
      const out = await sent(query, "raw");
      expect(out.via === "raw" ? [...new URLSearchParams(out.target.split("?")[1])] : out).toEqual(
        query,
      );
    }
  });

  test("raw: a query without a repeated parameter goes out as drawn through the client, or its names reversed", async () => {
    const queries: QueryPairs[] = Array.from({ length: 20 }, (_, i) => [
      ["data_ocorrencia[gt]", `2020-01-${String(i + 1).padStart(2, "0")}`],
      ["data_ocorrencia[lt]", "2020-02-01"],
      ["field[]", "id_ocorrencia"],
    ]);
    const all = await Promise.all(queries.map((query) => sent(query, "raw")));
    const through = all.filter((each) => each.via === "get");
    const reversed = all.filter(
      (each): each is Extract<Sent, { via: "raw" }> => each.via === "raw",
    );
    expect(through.length).toBeGreaterThan(0);
    expect(reversed.length).toBeGreaterThan(0);
    for (const each of through)
      expect(Object.entries(each.query).map(([name, values]) => [name, values])).toEqual([
        ["data_ocorrencia[gt]", [expect.any(String)]],
        ["data_ocorrencia[lt]", ["2020-02-01"]],
        ["field[]", ["id_ocorrencia"]],
      ]);
    for (const { target } of reversed) {
      const pairs = [...new URLSearchParams(target.split("?")[1]).entries()];
      expect(
        pairs.map(([name, value]) => (name === "data_ocorrencia[gt]" ? [name] : [name, value])),
      ).toEqual([
        ["field[]", "id_ocorrencia"],
        ["data_ocorrencia[lt]", "2020-02-01"],
        ["data_ocorrencia[gt]"],
      ]);
    }
  });

  test("encoded: brackets in upper-case hex for some queries, lower-case for others", async () => {
    const targets = await Promise.all(REPEATED.map((query) => sent(query, "encoded")));
    const written = targets.map((each) => (each.via === "raw" ? each.target : ""));
    expect(written.some((target) => target.includes("cidade_id%5B%5D="))).toBe(true);
    expect(written.some((target) => target.includes("cidade_id%5b%5d="))).toBe(true);
    expect(written.every((target) => !target.includes("["))).toBe(true);
  });
});
