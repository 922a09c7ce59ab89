import { coreRequest as request, type CoreResponse } from "./helpers/core-request";
import type { V1OccurrenceRow } from "../../src/generated/types";
import { coreApp } from "./helpers/core-app";
import { validateRestrictedRows } from "../../src/validation/validate-restricted-rows";
import { testWorld } from "./helpers/test-world";

/**
 * The rows of a field[]=id_ocorrencia answer, checked against the list schema cut to that column.
 */
function idRows(response: CoreResponse): Pick<V1OccurrenceRow, "id_ocorrencia">[] {
  expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
  const body: unknown = JSON.parse(response.text);
  expect(validateRestrictedRows("v1/occurrences-response", body, ["id_ocorrencia"])).toEqual([]);
  return body as Pick<V1OccurrenceRow, "id_ocorrencia">[];
}

// v1 semantics are tested in test/server/v1/; this checks that createApp mounts v1 with its
// options.
const world = testWorld(60);
const inState1 = world.occurrences.filter((occurrence) => occurrence.stateId === 1);
const path = "/api/v1/occurrences?estado_id[]=1&field[]=id_ocorrencia";

describe("/api/v1 through createApp", () => {
  test("estado_id[]=1&field[]=id_ocorrencia -> the state's rows, that column only", async () => {
    const response = await request(coreApp({ world })).get(path);
    expect(response.status).toBe(200);
    const rows = idRows(response);
    expect(rows).toEqual(inState1.map((occurrence) => ({ id_ocorrencia: occurrence.id })));
    expect(response.headers["x-total-count"]).toBe(String(inState1.length));
  });

  test.each<[string, number, number]>([
    // name, v1MaxRows, rows expected
    ["v1MaxRows 5 -> the first 5 rows; X-Total-Count states the full count", 5, 5],
    ["v1MaxRows above the count -> every row", 10_000, inState1.length],
  ])("%s", async (_name, v1MaxRows, shown) => {
    const response = await request(coreApp({ world, v1MaxRows })).get(path);
    const rows = idRows(response);
    expect(rows).toEqual(
      inState1.slice(0, shown).map((occurrence) => ({ id_ocorrencia: occurrence.id })),
    );
    expect(response.headers["x-total-count"]).toBe(String(inState1.length));
  });

  test("the world is big enough for the cap to cut: state 1 has more than 5 rows", () => {
    expect(inState1.length).toBeGreaterThan(5);
  });

  test("v1MaxRows 0 -> RangeError from createApp", () => {
    expect(() => coreApp({ world, v1MaxRows: 0 })).toThrow(
      /v1MaxRows must be an integer of 1 or more/,
    );
  });
});
