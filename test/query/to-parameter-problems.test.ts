import type { ErrorObject } from "ajv";
import { describeQuerySchema } from "../../src/query/describe-query-schema";
import { toParameterProblems } from "../../src/query/to-parameter-problems";

const description = describeQuerySchema("query/v2-occurrences");

function ajvError(
  instancePath: string,
  keyword: string,
  params: Record<string, unknown>,
): ErrorObject {
  return { instancePath, keyword, params, schemaPath: "#" };
}

describe("toParameterProblems", () => {
  test("two errors on one parameter -> one problem, the first", () => {
    const problems = toParameterProblems(
      [ajvError("/take", "type", { type: "integer" }), ajvError("/take", "minimum", { limit: 1 })],
      description,
      { take: "x" },
    );
    expect(problems).toEqual([
      {
        parameter: "take",
        message: "must be an integer",
        accepted: "an integer from 1 to 5000",
        received: "x",
      },
    ]);
  });

  test("a skipped keyword -> no problem for it", () => {
    const skip = (parameter: string, keyword: string): boolean =>
      parameter === "take" && keyword === "maximum";
    expect(
      toParameterProblems(
        [ajvError("/take", "maximum", { limit: 5000 })],
        description,
        { take: "6000" },
        skip,
      ),
    ).toEqual([]);
  });

  test("a JSON-pointer-escaped name -> unescaped", () => {
    const problems = toParameterProblems(
      [ajvError("/a~1b", "type", { type: "string" })],
      description,
      { "a/b": "1" },
    );
    expect(problems.map((problem) => problem.parameter)).toEqual(["a/b"]);
  });

  test("an error on the query as a whole -> still a problem, never a silent pass", () => {
    const problems = toParameterProblems(
      [ajvError("", "type", { type: "object" })],
      description,
      {},
    );
    expect(problems).toEqual([
      {
        parameter: "",
        message: "must be an object",
        accepted: "the parameters of query/v2-occurrences",
      },
    ]);
  });
});
