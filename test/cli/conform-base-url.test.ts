import { runMain } from "./helpers/run-main";

// A client library's base URL (…/api/v2) given to conform: refused before any request is sent,
// with one line that names the URL to pass, rather than a 404 on every check.
describe("conform --base-url into the API -> exit 2, one line naming the URL to pass", () => {
  test.each([
    ["http://127.0.0.1:9/api/v2", "http://127.0.0.1:9"],
    ["http://127.0.0.1:9/api/v1/", "http://127.0.0.1:9"],
    ["https://gw.example.org/fogo/api/v2", "https://gw.example.org/fogo"],
  ])("%s -> pass %s", async (given, root) => {
    const { code, errors } = await runMain(["conform", "--base-url", given]);
    expect(code).toBe(2);
    expect(errors).toEqual([
      `occurrence-contract conform: --base-url must stop before /api: pass ${root} (the suite adds /api/v1 and /api/v2 itself), not ${given}`,
    ]);
  });
});

describe("a password in a refused --base-url is redacted in the one line", () => {
  test.each([
    [
      "into the API",
      "http://ana:s3cret@127.0.0.1:9/api/v2",
      "occurrence-contract conform: --base-url must stop before /api: pass http://127.0.0.1:9 (the suite adds /api/v1 and /api/v2 itself), not http://ana:[redacted]@127.0.0.1:9/api/v2",
    ],
    [
      "not http(s)",
      "ftp://ana:s3cret@127.0.0.1:9/",
      'occurrence-contract conform: --base-url must be an http(s) URL, got "ftp://ana:[redacted]@127.0.0.1:9/"',
    ],
  ])("%s -> the password never printed", async (_what, given, line) => {
    const { code, errors } = await runMain(["conform", "--base-url", given]);
    expect(code).toBe(2);
    expect(errors).toEqual([line]);
    expect(errors.join("\n")).not.toContain("s3cret");
  });
});
