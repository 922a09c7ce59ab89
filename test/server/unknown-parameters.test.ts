import { coreRequest as request } from "./helpers/core-request";
import { coreApp } from "./helpers/core-app";
import { testWorld } from "./helpers/test-world";

const world = testWorld();
const ignoring = coreApp({ world, unknownParameters: "ignore" });
const rejecting = coreApp({ world });

describe("--unknown-parameters ignore: what real clients send and the real service ignores", () => {
  test.each([
    ["/api/v2/cities?take=500", "take", "/api/v2/cities"],
    [
      "/api/v2/occurrences?initialDate=2024-01-01&take=3",
      "initialDate",
      "/api/v2/occurrences?take=3",
    ],
    ["/api/v2/cities?state=RJ", "state", "/api/v2/cities"],
  ])("%s -> 200 as without %s, named in X-Ignored-Parameters", async (url, name, without) => {
    const response = await request(ignoring).get(url);
    expect(response.status).toBe(200);
    expect(response.headers["x-ignored-parameters"]).toBe(name);
    const plain = await request(ignoring).get(without);
    expect(response.body).toEqual(plain.body);
  });

  test("a listed parameter with a bad value still gets its 400", async () => {
    const response = await request(ignoring).get("/api/v2/occurrences?take=0&foo=1");
    expect(response.status).toBe(400);
  });

  test("no unknown parameter: no header", async () => {
    const response = await request(ignoring).get("/api/v2/occurrences?take=1");
    expect(response.headers["x-ignored-parameters"]).toBeUndefined();
  });
});

describe("--unknown-parameters reject (the default)", () => {
  test("an unknown parameter is a 400 naming it, with did you mean", async () => {
    const response = await request(rejecting).get("/api/v2/occurrences?initialDate=2024-01-01");
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toMatch(/initialDate[\s\S]*did you mean initialdate/);
  });
});
