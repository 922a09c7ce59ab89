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
  test("raw: some queries with a repeated parameter go out with its values apart, the pairs the same", async () => {
    const all = await Promise.all(REPEATED.map((query) => sent(query, "raw")));
    const apart = all.filter((each): each is Extract<Sent, { via: "raw" }> => each.via === "raw");
    expect(apart.length).toBeGreaterThan(0);
    expect(apart.length).toBeLessThan(all.length);
    for (const { target } of apart) {
      const pairs = [...new URLSearchParams(target.split("?")[1]).entries()];
      expect(pairs.map(([name]) => name)).toEqual(["cidade_id[]", "estado_id[]", "cidade_id[]"]);
      const values = pairs.filter(([name]) => name === "cidade_id[]").map(([, value]) => value);
      expect(Number(values[1]) - Number(values[0])).toBe(100);
    }
  });

  test("raw: a query without a repeated parameter goes out through the client as it is", async () => {
    const each = await sent(
      [
        ["estado_id[]", "19"],
        ["field[]", "id_ocorrencia"],
      ],
      "raw",
    );
    expect(each).toEqual({
      via: "get",
      query: { "estado_id[]": ["19"], "field[]": ["id_ocorrencia"] },
    });
  });

  test("encoded: brackets in upper-case hex for some queries, lower-case for others", async () => {
    const targets = await Promise.all(REPEATED.map((query) => sent(query, "encoded")));
    const written = targets.map((each) => (each.via === "raw" ? each.target : ""));
    expect(written.some((target) => target.includes("cidade_id%5B%5D="))).toBe(true);
    expect(written.some((target) => target.includes("cidade_id%5b%5d="))).toBe(true);
    expect(written.every((target) => !target.includes("["))).toBe(true);
  });
});
