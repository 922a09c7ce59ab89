import { gunzipSync } from "node:zlib";
import { isDecodeError } from "../../src/conformance/is-decode-error";

function thrownBy(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("a body read failure is told apart from a failed connection", () => {
  test("bytes that do not gunzip are a decode error, also wrapped as fetch wraps them", () => {
    const error = thrownBy(() => gunzipSync(Buffer.from('{"a":1}')));
    expect(isDecodeError(error)).toBe(true);
    expect(isDecodeError(new TypeError("terminated", { cause: error }))).toBe(true);
  });

  test("a reset connection is not a decode error", () => {
    const reset = Object.assign(new Error("socket hang up"), { code: "ECONNRESET" });
    expect(isDecodeError(reset)).toBe(false);
    expect(isDecodeError(new TypeError("terminated", { cause: reset }))).toBe(false);
  });
});
