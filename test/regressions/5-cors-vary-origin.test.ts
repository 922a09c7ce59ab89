import request from "supertest";
import { createApp } from "../../src/node/create-app";
import { testWorld } from "../server/helpers/test-world";
import { validBody } from "../server/helpers/valid-body";

// Issue 5: an answer to a request without Origin (Access-Control-Allow-Origin: *) had no
// `Vary: Origin`, so a shared cache could hand that answer to a browser app whose credentialed
// request needs its own origin echoed. Every answer now varies on Origin.
const app = createApp({ world: testWorld(0) });

describe("issue 5: Vary: Origin on every CORS answer", () => {
  test.each<[string, Record<string, string>]>([
    ["without Origin (Allow-Origin *)", {}],
    ["with Origin (echoed)", { Origin: "http://localhost:5173" }],
  ])("GET /api/v2/states %s -> Vary names Origin", async (_name, headers) => {
    const response = await request(app).get("/api/v2/states").set(headers);
    validBody(response, "v2/states-response");
    expect(String(response.headers.vary).split(/,\s*/)).toContain("Origin");
  });

  test("a preflight asking for headers -> Vary names Access-Control-Request-Headers (echoed)", async () => {
    const response = await request(app)
      .options("/api/v2/states")
      .set("Origin", "http://localhost:5173")
      .set("Access-Control-Request-Method", "GET")
      .set("Access-Control-Request-Headers", "authorization");
    expect(response.status).toBe(204);
    expect(String(response.headers.vary).split(/,\s*/)).toEqual(
      expect.arrayContaining(["Origin", "Access-Control-Request-Headers"]),
    );
  });
});
