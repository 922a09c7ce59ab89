import request from "supertest";
import { createApp } from "../../src/node/create-app";
import { testWorld } from "../server/helpers/test-world";
import { validBody } from "../server/helpers/valid-body";

// Issue 5: /openapi.json and /docs were plain GET routes, so another method fell through to a 404
// (docs/serve.md: other methods get 405 with Allow), and HEAD /docs answered without the
// Content-Length its GET carries (the page was sent with response.end, not the shared sender).
const app = createApp({ world: testWorld(0) });

describe("issue 5: /openapi.json and /docs answer other methods 405 and HEAD like GET", () => {
  test.each<[string, "post" | "put" | "delete", string]>([
    ["POST /openapi.json -> 405 (was 404)", "post", "/openapi.json"],
    ["DELETE /openapi.json -> 405 (was 404)", "delete", "/openapi.json"],
    ["POST /docs -> 405 (was 404)", "post", "/docs"],
    ["PUT /docs/ -> 405 (was 404)", "put", "/docs/"],
  ])("%s, Allow: GET, HEAD", async (_name, method, path) => {
    const response = await request(app)[method](path);
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
    expect(validBody(response, "v2/error-response").msgCode).toBe("method_not_allowed");
  });

  test.each([["/docs"], ["/openapi.json"]])(
    "HEAD %s -> 200 with the Content-Length and Content-Type of GET (was none for /docs)",
    async (path) => {
      const get = await request(app).get(path);
      const head = await request(app).head(path);
      expect(head.status).toBe(200);
      expect(head.headers["content-type"]).toBe(get.headers["content-type"]);
      expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(get.text)));
    },
  );
});
