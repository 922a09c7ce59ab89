import { Readable } from "node:stream";
import { detectSchema } from "../../src/validation";
import {
  sampleCitiesResponse,
  sampleOccurrencesResponse,
  sampleV1CityRow,
  sampleV1OccurrenceRow,
} from "../fixtures/validation/sample-bodies";
import { runValidate } from "./run-validate";

// `validate -`: bodies piped in without their URL. v1 rows of some columns (a field[] answer)
// are checked against those columns, a single record is identified, or one line names the
// --schema to pass.

const row = sampleV1OccurrenceRow(1) as unknown as Record<string, unknown>;
const picked = (...names: string[]) => Object.fromEntries(names.map((name) => [name, row[name]]));

describe("validate - tells v1 column-shaped answers and single records from their shape", () => {
  test.each<[string, unknown, string, string]>([
    [
      "v1 rows of two columns (a field[] answer) -> valid against those columns",
      [picked("nome_cidade", "data_ocorrencia"), picked("nome_cidade", "data_ocorrencia")],
      "1 valid, 0 invalid",
      "v1/occurrences-response",
    ],
    [
      "a single v2 occurrence -> valid v2/occurrence",
      sampleOccurrencesResponse(1).data[0],
      "1 valid, 0 invalid",
      "v2/occurrence",
    ],
    [
      "a single v2 city -> valid v2/city",
      sampleCitiesResponse().data[0],
      "1 valid, 0 invalid",
      "v2/city",
    ],
    [
      "a single whole v1 row -> valid v1/occurrence-row",
      row,
      "1 valid, 0 invalid",
      "v1/occurrence-row",
    ],
    [
      "a single whole v1 city row -> valid v1/city-row",
      sampleV1CityRow(),
      "1 valid, 0 invalid",
      "v1/city-row",
    ],
  ])("%s", async (_name, body, summary, schema) => {
    expect(detectSchema(body)).toMatchObject({ found: true, schema });
    const { code, out } = await runValidate(["-"], Readable.from([JSON.stringify(body)]));
    expect(out).toContain(summary);
    expect(code).toBe(0);
  });

  test("rows of some columns carry those columns, so a missing one is not a violation", () => {
    expect(detectSchema([picked("nome_cidade")])).toMatchObject({ columns: ["nome_cidade"] });
  });

  test.each<[string, unknown, RegExp]>([
    ["a single v1 row of some columns", picked("nome_cidade"), /pass --schema v1\/occurrence-row/],
    [
      "an object of no known shape",
      { hello: "world" },
      /pass --schema NAME \(e\.g\. v2\/occurrence/,
    ],
  ])("%s -> undetermined, naming the --schema to pass", (_name, body, reason) => {
    const choice = detectSchema(body);
    expect(choice.found).toBe(false);
    expect(choice.reason).toMatch(reason);
  });
});
