import fc from "fast-check";
import { toV1Facts } from "../../src/data/to-v1-facts";
import { buildWorld, type V1Facts } from "../../src/world";
import { packV1Facts } from "../../src/world/pack-v1-facts";
import { unpackV1Facts } from "../../src/world/unpack-v1-facts";

// A captured world keeps what the v1 view reads of each record as one packed string: reading it
// back must give the very V1Facts packed, whatever its strings and victims.

/** Characters JSON escapes or encodes in more than one byte, mixed into any text. */
const awkward = fc.constantFrom(
  '"',
  "\\",
  "\u0000",
  "\n",
  "\u2028",
  "\ud800",
  "ç",
  "ŝ",
  "—",
  "日",
  "🔫",
  "𝄞",
);
const anyText = fc.string({
  unit: fc.oneof(awkward, fc.string({ unit: "binary", minLength: 1, maxLength: 1 })),
  maxLength: 40,
});
const victim = fc.record(
  {
    personType: fc.constantFrom("Agent", "Civilian"),
    situation: fc.constantFrom("Dead", "Wounded"),
  },
  { noNullPrototype: true },
);
const anyFacts: fc.Arbitrary<V1Facts> = fc.record(
  {
    address: anyText,
    latitude: anyText,
    longitude: anyText,
    agentPresence: fc.boolean(),
    victims: fc.array(victim, { maxLength: 14 }),
  },
  { noNullPrototype: true },
);

/** A record as the v1 view typically sees one: an address, coordinates, a victim or two. */
const TYPICAL: V1Facts = {
  address: "Rua Cardoso de Morais, 123 - Bonsucesso, Rio de Janeiro - RJ, Brasil",
  latitude: "-22.8650432",
  longitude: "-43.2543196",
  agentPresence: true,
  victims: [
    { personType: "Civilian", situation: "Wounded" },
    { personType: "Agent", situation: "Dead" },
  ],
};

const VICTIMS = [
  ["Civilian", "Wounded"],
  ["Civilian", "Dead"],
  ["Agent", "Wounded"],
  ["Agent", "Dead"],
] as const;

/** The i-th victim of a list cycling through the four kinds. */
function victimOf(i: number): V1Facts["victims"][number] {
  const [personType, situation] = VICTIMS[i % VICTIMS.length]!;
  return { personType, situation };
}

describe("packV1Facts and unpackV1Facts", () => {
  const CASES: [string, V1Facts][] = [
    ["a typical record", TYPICAL],
    [
      "no victim, no agent, empty strings",
      { ...TYPICAL, address: "", agentPresence: false, victims: [] },
    ],
    ...VICTIMS.map(([personType, situation]): [string, V1Facts] => [
      `one victim, ${personType} ${situation}`,
      { ...TYPICAL, victims: [{ personType, situation }] },
    ]),
    [
      "quotes, backslashes, U+0000 and a lone surrogate in the strings",
      { ...TYPICAL, address: 'a "b" \\ c\u0000d', latitude: "\ud800", longitude: "\\u0000" },
    ],
    [
      "letters beyond Latin-1 and emoji",
      { ...TYPICAL, address: "Praça São Gonçalo — “centro” 日本 🔫 𝄞" },
    ],
    [
      "more than nine victims (a digit each, not a count)",
      { ...TYPICAL, victims: Array.from({ length: 12 }, (_, i) => victimOf(i)) },
    ],
  ];
  it.each(CASES)("reads back what was packed: %s", (_name, facts) => {
    expect(unpackV1Facts(packV1Facts(facts))).toStrictEqual(facts);
  });

  it("reads back what was packed for any strings, victims and agentPresence", () => {
    fc.assert(
      fc.property(anyFacts, (facts) => {
        expect(unpackV1Facts(packV1Facts(facts))).toStrictEqual(facts);
      }),
      { numRuns: 1000 },
    );
  });

  it("reads back what was packed after a trip through UTF-8 bytes (how a captured world keeps it), lone surrogates included", () => {
    fc.assert(
      fc.property(anyFacts, (facts) => {
        const bytes = Buffer.from(packV1Facts(facts));
        expect(unpackV1Facts(bytes.toString("utf8"))).toStrictEqual(facts);
      }),
      { numRuns: 500 },
    );
  });

  it("keeps the victims' order", () => {
    const victims = VICTIMS.map(([personType, situation]) => ({ personType, situation }));
    const reversed = [...victims].reverse();
    expect(unpackV1Facts(packV1Facts({ ...TYPICAL, victims })).victims).toEqual(victims);
    expect(unpackV1Facts(packV1Facts({ ...TYPICAL, victims: reversed })).victims).toEqual(reversed);
  });

  it("is shorter than the V1Facts' JSON for a typical record (the point of packing: no key names, a digit per victim)", () => {
    expect(packV1Facts(TYPICAL).length).toBeLessThan(JSON.stringify(TYPICAL).length);
  });

  it("is shorter than the V1Facts' JSON for every record of a seeded world (memory per captured record)", () => {
    const world = buildWorld({ seed: 11, occurrences: 200 });
    for (const occurrence of world.occurrences) {
      const packed = toV1Facts(occurrence.v2 as unknown as Record<string, unknown>);
      expect(packed.length).toBeLessThan(JSON.stringify(unpackV1Facts(packed)).length);
    }
  });
});
