import { withServe } from "../../server/helpers/with-serve";

// serve --profile observed hands the real service's 401 words to the app; spec keeps its own.
describe("serve --auth required: a dead token on a v2 data request", () => {
  test.each([
    [
      "--profile observed -> the real service's msg",
      ["--profile", "observed"],
      "Unauthorized access. Incorrect credentials.",
    ],
    ["spec (default) -> the mock's own msg", [], "Unauthorized: the token is invalid or expired"],
  ])(
    "%s",
    async (_name, flags, msg) => {
      const argv = ["--occurrences", "20", "--auth", "required", ...flags];
      await withServe(argv, async ({ url }) => {
        const response = await fetch(`${url}/api/v2/occurrences`, {
          headers: { Authorization: "Bearer expired.or.forged" },
        });
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ msg, msgCode: "unauthorized", code: 401 });
      });
    },
    120_000,
  );
});
