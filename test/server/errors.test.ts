import { ApiError } from "../../src/server/errors/api-error";
import { ERROR_CATALOGUE, ERROR_CODES } from "../../src/server/errors/error-catalogue";
import { renderV1Error } from "../../src/server/errors/render-v1-error";
import { renderV2Error } from "../../src/server/errors/render-v2-error";
import { toApiError } from "../../src/server/errors/to-api-error";
import { validate } from "../../src/schemas";

describe("the error catalogue", () => {
  test.each(ERROR_CODES.map((code) => [code]))("%s renders valid v1 and v2 bodies", (code) => {
    const error = new ApiError(code, { detail: "x" });
    expect(error.status).toBe(ERROR_CATALOGUE[code].status);
    expect(validate("v2/error-response", renderV2Error(error))).toEqual([]);
    expect(validate("v1/error-response", renderV1Error(error))).toEqual([]);
    expect(renderV2Error(error)).toEqual({
      msg: `${ERROR_CATALOGUE[code].msg}: x`,
      msgCode: code,
      code: error.status,
    });
  });

  test("statuses are distinct per code except the 400s and forced_status (status per request)", () => {
    const statuses = ERROR_CODES.filter((code) => code !== "forced_status")
      .map((code) => ERROR_CATALOGUE[code].status)
      .filter((status) => status !== 400);
    expect(new Set(statuses).size).toBe(statuses.length);
  });
});

describe("toApiError", () => {
  test.each<[string, unknown, string]>([
    ["an ApiError -> itself", new ApiError("not_found"), "not_found"],
    [
      "an error with status 404 -> not_found",
      Object.assign(new Error("x"), { status: 404 }),
      "not_found",
    ],
    [
      "an error with statusCode 400 -> bad_request",
      Object.assign(new Error("x"), { statusCode: 400 }),
      "bad_request",
    ],
    [
      "an error with status 414 -> uri_too_long",
      Object.assign(new Error("x"), { status: 414 }),
      "uri_too_long",
    ],
    ["a plain Error -> internal_error", new Error("boom"), "internal_error"],
    ["a thrown string -> internal_error", "boom", "internal_error"],
  ])("%s", (_name, error, code) => {
    expect(toApiError(error).code).toBe(code);
  });
});
