import { getSchema, type SchemaName } from "../../src/schemas";
import { buildWorld } from "../../src/world";

const world = buildWorld({ seed: 5, occurrences: 20_000 });
const seen = {
  "v2/reason-name": new Set<unknown>(),
  "v2/clipping-name": new Set<unknown>(),
  "v2/qualification-name": new Set<unknown>(),
};
for (const { v2 } of world.occurrences) {
  seen["v2/reason-name"].add(v2.contextInfo.mainReason.name);
  for (const reason of v2.contextInfo.complementaryReasons) {
    seen["v2/reason-name"].add((reason as { name: unknown }).name);
  }
  for (const clipping of v2.contextInfo.clippings) seen["v2/clipping-name"].add(clipping.name);
  for (const victim of v2.victims) {
    for (const item of victim.qualifications) {
      seen["v2/qualification-name"].add((item as { name: unknown }).name);
    }
  }
}

describe("the world draws its vocabulary from the schemas", () => {
  test.each(Object.keys(seen) as Array<keyof typeof seen>)(
    "every name %s lists is generated, and no other",
    (name: SchemaName & keyof typeof seen) => {
      const listed = getSchema(name).enum as unknown[];
      expect([...seen[name]].sort()).toEqual([...listed].sort());
    },
  );
});
