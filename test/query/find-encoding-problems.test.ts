import { findEncodingProblems } from "../../src/query/find-encoding-problems";

describe("findEncodingProblems", () => {
  test.each<[string, string, string[]]>([
    ["plain query -> none", "page=1&take=2", []],
    ["valid UTF-8 escapes -> none", "cityName=S%C3%A3o%20Gon%C3%A7alo&x=a+b", []],
    ["%ZZ in a value -> that parameter", "page=1&take=%ZZ", ["take"]],
    ["a cut escape %E0%A4%A -> that parameter", "cityName=%E0%A4%A", ["cityName"]],
    ["Latin-1 S%E3o (not UTF-8) -> that parameter", "cityName=S%E3o", ["cityName"]],
    ["a lone % -> that parameter", "take=5%", ["take"]],
    ["a bad name -> named as sent", "t%ZZke=1", ["t%ZZke"]],
    ["two bad values -> both", "a=%&b=%G1", ["a", "b"]],
  ])("%s", (_name, query, parameters) => {
    expect(findEncodingProblems(query).map((problem) => problem.parameter)).toEqual(parameters);
  });

  test("the problem quotes the raw value and the accepted form", () => {
    expect(findEncodingProblems("take=%ZZ")).toEqual([
      {
        parameter: "take",
        message: "is not valid percent-encoded UTF-8",
        accepted: "text percent-encoded as UTF-8, e.g. %C3%A3 for ã",
        received: "%ZZ",
      },
    ]);
  });
});
