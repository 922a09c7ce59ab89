import request from "supertest";
import { createApp } from "../../src/node/create-app";
import { testWorld } from "../server/helpers/test-world";
import { validBody } from "../server/helpers/valid-body";

// Issue 5: the login endpoints were POST routes only, so another method fell through to the data
// routers: a 401 from the token guard with auth required (a client was told to log in at the
// login endpoint), a 404 with auth off. They now answer 405 with Allow: POST.
const world = testWorld(0);

describe("issue 5: other methods on the login paths -> 405 Allow: POST", () => {
  test.each<[string, "off" | "required", "get" | "put" | "delete", string]>([
    ["GET /api/v2/auth/login, auth required (was 401)", "required", "get", "/api/v2/auth/login"],
    ["GET /api/v2/auth/login, auth off (was 404)", "off", "get", "/api/v2/auth/login"],
    ["PUT /api/v2/auth/refresh, auth required", "required", "put", "/api/v2/auth/refresh"],
    ["DELETE /api/v1/auth/login, auth required", "required", "delete", "/api/v1/auth/login"],
  ])("%s", async (_name, auth, method, path) => {
    const response = await request(createApp({ world, auth }))[method](path);
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("POST");
    const body = validBody(
      response,
      path.startsWith("/api/v1") ? "v1/error-response" : "v2/error-response",
    );
    expect(body.msg).toContain("use POST");
  });
});
