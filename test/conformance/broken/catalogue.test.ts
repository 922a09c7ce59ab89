import { BROKEN_SERVERS, SERVER_NAMES } from "./catalogue";
import { NOT_CAUGHT_YET } from "./not-caught-yet";

describe("the catalogue of broken servers", () => {
  test("every server has a name of its own", () => {
    expect(new Set(SERVER_NAMES).size).toBe(SERVER_NAMES.length);
  });

  test("every known gap names a broken server of the catalogue", () => {
    const names = new Set(BROKEN_SERVERS.map((server) => server.name));
    expect([...NOT_CAUGHT_YET].filter((name) => !names.has(name))).toEqual([]);
  });

  test("every broken server names at least one rule, its own first", () => {
    expect(BROKEN_SERVERS.filter((server) => server.rules[0].length === 0)).toEqual([]);
  });
});
