import { verdictOf } from "../../src/data/verdict-of";
import {
  sampleCitiesResponse,
  sampleOccurrencesResponse,
  sampleV1OccurrenceRow,
} from "../fixtures/validation/sample-bodies";

// serve --data: validate now tells single records apart; a single record that is not an
// occurrence is still no accepted form of data (a line), never silently ignored.

const place = { source: { file: "data.json" } };

describe("serve --data: what a single record is", () => {
  test.each<[string, unknown, "problem" | "ignored" | "occurrences"]>([
    ["a single v2 occurrence -> served", sampleOccurrencesResponse(1).data[0], "occurrences"],
    ["a single v2 city -> not an accepted form", sampleCitiesResponse().data[0], "problem"],
    ["a single v1 row -> not an accepted form", sampleV1OccurrenceRow(1), "problem"],
    ["a v1 login answer -> ignored (another endpoint's answer)", { access_token: "t" }, "ignored"],
  ])("%s", (_name, body, expected) => {
    const verdict = verdictOf(body, place);
    const got = "problem" in verdict ? "problem" : "ignored" in verdict ? "ignored" : verdict.kind;
    expect(got).toBe(expected);
  });
});
