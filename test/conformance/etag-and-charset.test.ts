import type { CheckInput } from "../../src/conformance/check-input";
import { checkEtags } from "../../src/conformance/checks/check-etag";
import { checkContentType } from "../../src/conformance/checks/check-http";
import type { ExchangeView } from "../../src/conformance/exchange";
import { exchangeOf } from "./helpers/exchange-of";

const PATH = "/api/v1/occurrences";

/** A 200 answer of the v1 occurrences path with a body, an ETag and a query of its own. */
function tagged(query: string, body: unknown, etag?: string): CheckInput {
  return {
    method: "GET",
    url: `http://etag.invalid${PATH}?${query}`,
    path: PATH,
    query: [["cidade_id[]", query]],
    status: 200,
    headers: etag === undefined ? {} : { etag },
    body,
  };
}

describe("v1.etag / v2.etag: one ETag names one body of a path", () => {
  test("a tag per body holds, witnessed by two tags on one path", () => {
    const checked = checkEtags("v1.etag", [
      tagged("1", [{ id_ocorrencia: 1 }], '"a"'),
      tagged("2", [{ id_ocorrencia: 2 }], '"b"'),
      tagged("1", [{ id_ocorrencia: 1 }], '"a"'),
    ]);
    expect(checked?.failures).toEqual([]);
    expect(checked?.witness).toBe(`2 ETags on answers of ${PATH}`);
  });

  test("a tag keyed on the path alone (two bodies under one tag) fails", () => {
    const checked = checkEtags("v1.etag", [
      tagged("1", [{ id_ocorrencia: 1 }], '"path"'),
      tagged("2", [{ id_ocorrencia: 2 }], '"path"'),
    ]);
    expect(checked?.failures.map((each) => each.message)).toEqual([
      `one ETag "path" names two different answers of ${PATH}`,
    ]);
  });

  test("one tag on one body only: unwitnessed; no tag at all: not applied", () => {
    expect(checkEtags("v1.etag", [tagged("1", [], '"a"')])?.unwitnessed).toBeDefined();
    expect(checkEtags("v1.etag", [tagged("1", []), tagged("2", [1])])).toBeUndefined();
  });
});

describe("the Content-Type's charset of a JSON body (v2.content-type)", () => {
  /** An answer with a body text and a Content-Type. */
  const answer = (text: string, type: string): ExchangeView => ({
    ...exchangeOf("/api/v2/cities", {}, JSON.parse(text)),
    text,
    headers: { "content-type": type },
  });
  const accented = '{"data":[{"name":"Belém"}]}';

  test.each([
    [accented, "application/json; charset=utf-8", true],
    [accented, "application/json; charset=UTF8", true],
    [accented, "application/json", true],
    [accented, "application/json; charset=ISO-8859-1", false],
    [accented, 'application/json; charset="windows-1252"', false],
    ['{"data":[{"name":"Recife"}]}', "application/json; charset=ISO-8859-1", true],
  ] as const)("%s under %s -> holds %s", (text, type, holds) => {
    const checked = checkContentType("v2.content-type", answer(text, type));
    expect(checked?.failures.length === 0).toBe(holds);
  });
});
