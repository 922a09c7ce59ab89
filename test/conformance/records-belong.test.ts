import { readOccurrenceRecord } from "../../src/capture/occurrence-record";
import type { CheckInput } from "../../src/conformance/check-input";
import { checkVictimsBelong } from "../../src/conformance/checks/check-consistency";

const EXCHANGE: CheckInput = {
  method: "GET",
  url: "http://records.invalid/api/v2/occurrences",
  path: "/api/v2/occurrences",
  query: [],
  status: 200,
  headers: {},
  body: {},
};

/** A record whose victims, animal victims and transports name the occurrences given. */
function record(id: string, victims: string[], animals: string[], transports: string[]) {
  const linked = (ids: string[]) => ids.map((occurrenceId) => ({ occurrenceId }));
  return readOccurrenceRecord({
    id,
    victims: linked(victims),
    animalVictims: linked(animals),
    transports: linked(transports),
  });
}

const failuresOf = (...items: ReturnType<typeof record>[]) =>
  checkVictimsBelong(EXCHANGE, items).failures;

describe("v2.consistency: what a record lists belongs to it", () => {
  test("victims, animal victims and transports naming their own occurrence hold", () => {
    expect(failuresOf(record("a", ["a"], ["a"], ["a", "a"]), record("b", [], [], ["b"]))).toEqual(
      [],
    );
  });

  test("a victim naming another occurrence fails, naming it", () => {
    const [failure] = failuresOf(record("a", ["a"], [], []), record("b", ["a"], [], []));
    expect(failure?.message).toBe("a victim of occurrence b names another occurrence");
    expect(failure?.seen).toBe("occurrenceId a");
  });

  test("an animal victim naming another occurrence fails", () => {
    expect(failuresOf(record("a", [], ["b"], []))).toHaveLength(1);
  });

  test("a transport naming another occurrence fails, naming the transport", () => {
    const [failure] = failuresOf(record("a", ["a"], [], ["a"]), record("b", [], [], ["b", "c"]));
    expect(failure?.message).toBe("a transport of occurrence b names another occurrence");
    expect(failure?.seen).toBe("occurrenceId c");
  });
});
