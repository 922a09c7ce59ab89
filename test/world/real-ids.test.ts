import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildWorld } from "../../src/world";
import { realIds } from "./real-ids";

/** The rows of the real-ids table of docs/world.md, as kind, name and id. */
function documentedIds(): { kind: string; name: string; id: string }[] {
  const text = readFileSync(join(__dirname, "../../docs/world.md"), "utf8");
  const block = /<!-- real-ids:start -->([\s\S]*?)<!-- real-ids:end -->/.exec(text)?.[1] ?? "";
  return block
    .split("\n")
    .map((line) => /^\| ([^|]+) \| ([^|]+) \| `([^`]+)` \|$/.exec(line.trim()))
    .flatMap((match) =>
      match === null ? [] : [{ kind: match[1] ?? "", name: match[2] ?? "", id: match[3] ?? "" }],
    );
}

describe("the real ids of the reference table", () => {
  test("docs/world.md lists exactly the table's real ids, in its order", () => {
    expect(documentedIds()).toEqual(realIds().map(({ kind, name, id }) => ({ kind, name, id })));
  });

  test("the 21 cities of the Rio de Janeiro area, Salvador, the four states and the region", () => {
    const count = (kind: string) => realIds().filter((id) => id.kind === kind).length;
    expect([count("state"), count("city"), count("region")]).toEqual([4, 22, 1]);
    expect(realIds().filter((id) => id.kind.startsWith("v1"))).toEqual([
      { kind: "v1 state", name: "Rio de Janeiro", id: "19" },
      { kind: "v1 state", name: "Pernambuco", id: "17" },
      { kind: "v1 state", name: "Bahia", id: "5" },
      { kind: "v1 state", name: "Pará", id: "14" },
      { kind: "v1 city", name: "Belford Roxo", id: "3602" },
      { kind: "v1 city", name: "Recife", id: "3317" },
    ]);
  });

  test("every real v2 id is the id of its state, city or region in the world", () => {
    const world = buildWorld({ seed: 1, occurrences: 0 });
    for (const { kind, name, id } of realIds()) {
      if (kind === "state") expect(world.states.find((s) => s.name === name)?.uuid).toBe(id);
      if (kind === "city") expect(world.cities.find((c) => c.name === name)?.uuid).toBe(id);
      if (kind === "region") expect(world.states.find((s) => s.name === name)?.region.id).toBe(id);
    }
  });
});
