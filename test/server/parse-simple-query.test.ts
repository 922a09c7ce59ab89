import { parse } from "node:querystring";
import fc from "fast-check";
import { parseSimpleQuery } from "../../src/server/core/parse-simple-query";

/** What Express 5's simple query parser gives: node:querystring.parse, as plain entries. */
function expressQuery(query: string): [string, unknown][] {
  return Object.entries(parse(query));
}

describe("parseSimpleQuery gives exactly what Express's simple parser (node:querystring) gives", () => {
  test.each<[string, string]>([
    ["a name alone -> an empty value", "take"],
    ["an empty value -> empty text", "take="],
    ["the value runs to the next &, its later = kept", "a==b&c=d=e"],
    ["+ is a space, in names and values", "+cityName+=Rio+de+Janeiro"],
    ["%2B is a plus, not a space", "a=%2B5&b=+5"],
    ["repeated names -> the list of values, in order", "idCities=a&idCities=b&idCities=c"],
    ["bracketed names stay literal keys", "estado_id[]=1&estado_id[]=2&field[]=Cidade"],
    ["encoded brackets decode to the same literal key", "estado_id%5B%5D=1&estado_id[]=2"],
    ["empty pieces are skipped, an empty name is kept", "a=1&&=x&=&b"],
    ["a lone & or nothing -> no parameters", "&"],
    ["UTF-8 escapes decode", "cityName=S%C3%A3o%20Gon%C3%A7alo"],
    ["a bad escape stays as sent", "a=%zz&b=%&c=%4"],
    ["a cut UTF-8 sequence -> U+FFFD", "a=%E0%A4&b=%C3"],
    ["a valid escape beside a bad one: the valid one decodes", "a=%41%zz%42"],
    ["a lone surrogate's escape -> U+FFFD", "a=%ED%A0%80"],
    ["__proto__ and constructor are plain names", "__proto__=1&constructor=2&toString=3"],
    ["the first 1000 pieces only", Array.from({ length: 1003 }, (_, i) => `k${i}=${i}`).join("&")],
  ])("%s", (_rule, query) => {
    expect(Object.entries(parseSimpleQuery(query))).toEqual(expressQuery(query));
  });

  test("any ASCII query of names, escapes (good, bad and cut), + and & -> the same entries", () => {
    const piece = fc.constantFrom(
      ...["a", "b", "=", "&", "+", "%", "%2", "%zz", "%41", "%C3", "%A3", "%E0%A4", "[]"],
      ...["estado_id[]", "%2B", "__proto__", "%e9", "%%41", "%F0%9F%98%80", "%ED%A0%80", "%00"],
      ...["%26", "%3D", ";", "#"],
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (parts) => {
        const query = parts.join("");
        expect(Object.entries(parseSimpleQuery(query))).toEqual(expressQuery(query));
      }),
      { numRuns: 2000 },
    );
  });

  test("the result has no prototype, like node's", () => {
    expect(Object.getPrototypeOf(parseSimpleQuery("a=1"))).toBeNull();
  });
});
