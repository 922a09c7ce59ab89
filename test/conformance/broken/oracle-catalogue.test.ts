import { ORACLE_RULE_IDS } from "./oracle-case";
import { ALL_SERVER_NAMES, ORACLE_BROKEN_SERVERS, ORACLE_HONEST } from "./oracle-catalogue";
import { DOCUMENTED_OPERATIONS } from "./documented-parameters";

describe("the oracle's catalogue of servers", () => {
  test("every server has a name of its own, here and in the first catalogue", () => {
    expect(new Set(ALL_SERVER_NAMES).size).toBe(ALL_SERVER_NAMES.length);
  });

  test("holds at least 40 broken servers and some honest ones", () => {
    expect(ORACLE_BROKEN_SERVERS.length).toBeGreaterThanOrEqual(40);
    expect(ORACLE_HONEST.length).toBeGreaterThan(0);
  });

  test("every broken server names the oracle rule of an operation first", () => {
    const wrong = ORACLE_BROKEN_SERVERS.filter(
      (server) => !ORACLE_RULE_IDS.includes(server.rules[0]),
    );
    expect(wrong.map((server) => server.name)).toEqual([]);
  });

  test("every operation with documented parameters has broken servers", () => {
    const named = new Set(ORACLE_BROKEN_SERVERS.map((server) => server.rules[0]));
    expect(named.size).toBe(DOCUMENTED_OPERATIONS.length);
  });
});
