import { schemaForUrl } from "../../src/validation";

const V2 = "https://api-service.fogocruzado.org.br/api/v2";
const V1 = "https://api.fogocruzado.org.br/api/v1";

const FOUND: [string, string, number, string][] = [
  [`GET`, `${V2}/occurrences?page=1&take=10`, 200, "v2/occurrences-response"],
  [`GET`, `${V2}/cities?`, 200, "v2/cities-response"],
  [`GET`, `/api/v2/cities/`, 200, "v2/cities-response"],
  [`GET`, `${V2}/states`, 200, "v2/states-response"],
  [`POST`, `${V2}/auth/login`, 201, "v2/auth-token-response"],
  [`POST`, `${V2}/auth/refresh`, 201, "v2/auth-token-response"],
  [`GET`, `${V1}/occurrences?estado_id[]=19`, 200, "v1/occurrences-response"],
  [`GET`, `${V1}/occurrences/definitions`, 200, "v1/occurrence-definitions"],
  [`GET`, `${V1}/cities`, 200, "v1/cities-response"],
  [`GET`, `${V1}/cities/definitions`, 200, "v1/city-definitions"],
  [`POST`, `${V1}/auth/login`, 200, "v1/auth-token-response"],
  [`get`, `/proxy-prefix/api/v2/occurrences`, 200, "v2/occurrences-response"],
  [`GET`, `${V2}/occurrences?take=abc`, 400, "v2/error-response"],
  [`GET`, `${V2}/no-such-endpoint`, 404, "v2/error-response"],
  [`GET`, `${V2}/occurrences`, 503, "v2/error-response"],
  [`GET`, `${V1}/occurrences?field[]=nope`, 400, "v1/error-response"],
  [`POST`, `${V2}/auth/login`, 401, "v2/error-response"],
];

const NOT_FOUND: [string, string, number, RegExp][] = [
  ["GET", "https://fogocruzado.org.br/style.css", 200, /not an \/api\/v1 or \/api\/v2 path/],
  ["GET", `${V2}/favicon.ico`, 200, /unknown endpoint/],
  ["POST", `${V2}/occurrences`, 200, /unknown endpoint/],
  ["HEAD", `${V2}/occurrences`, 200, /no body expected/],
  ["GET", `${V2}/occurrences`, 204, /no body expected/],
  ["GET", `${V2}/occurrences`, 304, /no body expected/],
];

describe("schemaForUrl", () => {
  it.each(FOUND)("%s %s %d -> %s", (method, url, status, schema) => {
    expect(schemaForUrl(method, url, status)).toMatchObject({ found: true, schema });
  });

  it.each(NOT_FOUND)("%s %s %d -> no schema (%s)", (method, url, status, reason) => {
    const choice = schemaForUrl(method, url, status);
    expect(choice.found).toBe(false);
    expect(choice.reason).toMatch(reason);
  });

  it("v1 occurrences with field[] (raw or percent-encoded) -> columns, repeats once", () => {
    const url = `${V1}/occurrences?field[]=id_ocorrencia&field%5B%5D=nome_cidade&field[]=id_ocorrencia`;
    expect(schemaForUrl("GET", url, 200)).toMatchObject({
      schema: "v1/occurrences-response",
      columns: ["id_ocorrencia", "nome_cidade"],
    });
  });

  it("v1 cities with field[] -> columns", () => {
    expect(schemaForUrl("GET", `${V1}/cities?field[]=Cidade`, 200)).toMatchObject({
      schema: "v1/cities-response",
      columns: ["Cidade"],
    });
  });

  it("field[] on a v1 definitions endpoint -> no columns (the answer is not a list of rows)", () => {
    const choice = schemaForUrl("GET", `${V1}/cities/definitions?field[]=Cidade`, 200);
    expect(choice).toMatchObject({ found: true, schema: "v1/city-definitions" });
    expect(choice.found && choice.columns).toBeFalsy();
  });
});
