import { checkNestedIds } from "../../src/conformance/checks/check-nested-ids";
import { exchangeOf, page } from "./helpers/exchange-of";

const OCC = "/api/v2/occurrences";

/** A record with a neighborhood, a main reason, complementary reasons and victims. */
function record(
  id: string,
  parts: {
    neighborhood?: [string, string];
    reasons?: [string, string][];
    victims?: string[];
  } = {},
): Record<string, unknown> {
  const [main, ...more] = parts.reasons ?? [["reason-1", "Homicídio/Tentativa"]];
  return {
    id,
    date: "2024-01-01T12:00:00.000Z",
    state: { id: "state-1", name: "Bahia" },
    neighborhood: {
      id: parts.neighborhood?.[0] ?? "hood-1",
      name: parts.neighborhood?.[1] ?? "Barra",
    },
    contextInfo: {
      mainReason: { id: main?.[0], name: main?.[1] },
      complementaryReasons: more.map(([reasonId, name]) => ({ id: reasonId, name })),
    },
    victims: (parts.victims ?? []).map((victimId) => ({ id: victimId, occurrenceId: id })),
  };
}

function answer(...records: Record<string, unknown>[]) {
  return exchangeOf(
    OCC,
    { take: 25 },
    page({ page: 1, take: 25, itemCount: records.length }, records),
  );
}

describe("checkNestedIds", () => {
  test("a victim's situation spelled two ways across records fails; one spelling passes", () => {
    const withSituation = (id: string, situation: string) => ({
      ...record(id),
      victims: [{ id: `v-${id}`, occurrenceId: id, situation, personType: "Civilian" }],
    });
    const two = checkNestedIds([answer(withSituation("a", "Dead"), withSituation("b", "DEAD"))]);
    expect(two.failures.map((each) => each.message)).toEqual([
      'victims[].situation spelled two ways: "DEAD" in occurrence b',
    ]);
    const one = checkNestedIds([answer(withSituation("a", "Dead"), withSituation("b", "Wounded"))]);
    expect(one.failures).toEqual([]);
  });
  test("a list inside a record holding one id twice fails (a join repeating a row), naming the list", () => {
    const twice = record("occ-1", {
      reasons: [
        ["reason-1", "Homicídio/Tentativa"],
        ["reason-2", "Roubo"],
        ["reason-2", "Roubo"],
      ],
    });
    const checked = checkNestedIds([answer(twice)]);
    expect(checked.failures.map((each) => each.message)).toEqual([
      "contextInfo.complementaryReasons[] of occurrence occ-1 lists reason-2 twice",
    ]);
    const once = record("occ-1", {
      reasons: [
        ["reason-1", "Homicídio/Tentativa"],
        ["reason-2", "Roubo"],
      ],
    });
    expect(checkNestedIds([answer(once)]).failures).toEqual([]);
  });

  test("ids that name one thing in every record hold, witnessed by an id seen in two records", () => {
    const outcome = checkNestedIds([answer(record("a"), record("b", { victims: ["v1"] }))]);
    expect(outcome.failures).toEqual([]);
    expect(outcome.witness).toBeDefined();
  });

  test("a name in another letter case, with or without its accents, is the same name", () => {
    const outcome = checkNestedIds([
      answer(record("a"), record("b", { reasons: [["reason-1", "HOMICIDIO/TENTATIVA "]] })),
    ]);
    expect(outcome.failures).toEqual([]);
  });

  test("one id naming two neighborhoods fails, naming the id and both names", () => {
    const outcome = checkNestedIds([
      answer(record("a")),
      answer(record("b", { neighborhood: ["hood-1", "Pituba"] })),
    ]);
    expect(outcome.failures.map((f) => [f.message, f.seen])).toEqual([
      ["id hood-1 names two things: neighborhood of occurrence b", '"Pituba"'],
    ]);
  });

  test("an id of one table under another table's name fails (a reason's id on a neighborhood)", () => {
    const outcome = checkNestedIds([
      answer(record("a"), record("b", { neighborhood: ["reason-1", "Barra"] })),
    ]);
    expect(outcome.failures).toHaveLength(1);
  });

  test("a complementary reason under the main reason's id fails", () => {
    const outcome = checkNestedIds([
      answer(
        record("a", {
          reasons: [
            ["reason-1", "Homicídio/Tentativa"],
            ["reason-1", "Roubo"],
          ],
        }),
      ),
    ]);
    expect(outcome.failures.map((f) => f.message)).toEqual([
      "id reason-1 names two things: contextInfo.complementaryReasons[] of occurrence a",
    ]);
  });

  test("a victim listed under two occurrences fails; twice under its own is another rule's", () => {
    const shared = checkNestedIds([
      answer(record("a", { victims: ["v1"] }), record("b", { victims: ["v1"] })),
    ]);
    expect(shared.failures.map((f) => f.message)).toEqual([
      "victims item v1 is listed under two occurrences",
    ]);
    const twice = checkNestedIds([answer(record("a", { victims: ["v1", "v1"] }))]);
    expect(twice.failures).toEqual([]);
  });

  test("a record answered twice is read once (a record that changes is v2.records.stable's)", () => {
    const outcome = checkNestedIds([
      answer(record("a")),
      answer(record("a", { neighborhood: ["hood-1", "Pituba"] })),
    ]);
    expect(outcome.failures).toEqual([]);
    expect(outcome.unwitnessed).toBe("no id inside a record seen in two records");
  });
});
