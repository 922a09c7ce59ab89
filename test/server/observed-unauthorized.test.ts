import { getResponse } from "msw";
import { createHandlers } from "../../src/msw";
import { OBSERVED_UNAUTHORIZED_MSG, unauthorizedMsgOf } from "../../src/server/unauthorized-msg-of";
import { coreApp, type CoreApp } from "./helpers/core-app";
import { coreRequest as request } from "./helpers/core-request";
import { testWorld } from "./helpers/test-world";
import { validBody } from "./helpers/valid-body";

const world = testWorld(20);
const T0 = Date.UTC(2025, 0, 1);
const HOUR = 3_600_000;

/** A token from the app's v2 login, then the clock moved past its expiry. */
async function expiredToken(app: CoreApp, clock: { now: number }): Promise<string> {
  const response = await request(app)
    .post("/api/v2/auth/login")
    .send({ email: "ana@example.org", password: "x" });
  const token = validBody(response, "v2/auth-token-response").data.accessToken;
  clock.now += 2 * HOUR;
  return token;
}

function appOn(unauthorizedMsg: string | undefined) {
  const clock = { now: T0 };
  const app = coreApp({
    world,
    auth: "required",
    now: () => clock.now,
    ...(unauthorizedMsg === undefined ? {} : { unauthorizedMsg }),
  });
  return { app, clock };
}

describe("the observed profile answers a dead token with the real service's 401 words", () => {
  test("the rule: observed -> the real words; spec -> the mock's own; a given msg wins", () => {
    expect(unauthorizedMsgOf(undefined, "observed")).toBe(
      "Unauthorized access. Incorrect credentials.",
    );
    expect(unauthorizedMsgOf(undefined, "spec")).toBeUndefined();
    expect(unauthorizedMsgOf("Go away", "observed")).toBe("Go away");
  });

  test.each([
    ["an expired token", "expired"],
    ["a token that is no token", "garbage"],
  ])(
    "%s on /api/v2/occurrences -> 401, the v2 envelope, msg exactly the real one",
    async (_name, kind) => {
      const { app, clock } = appOn(OBSERVED_UNAUTHORIZED_MSG);
      const token = kind === "expired" ? await expiredToken(app, clock) : "not.a.token";
      const response = await request(app)
        .get("/api/v2/occurrences")
        .set("Authorization", `Bearer ${token}`);
      expect(response.status).toBe(401);
      expect(response.headers["www-authenticate"]).toBe("Bearer");
      const body = validBody(response, "v2/error-response");
      expect(body).toEqual({
        msg: "Unauthorized access. Incorrect credentials.",
        msgCode: "unauthorized",
        code: 401,
      });
    },
  );

  test("under spec the same request keeps the mock's own words", async () => {
    const { app, clock } = appOn(undefined);
    const token = await expiredToken(app, clock);
    const response = await request(app)
      .get("/api/v2/occurrences")
      .set("Authorization", `Bearer ${token}`);
    expect(response.status).toBe(401);
    expect(validBody(response, "v2/error-response").msg).toBe(
      "Unauthorized: the token is invalid or expired",
    );
  });

  test("no token at all, and v1, keep the mock's own words (they name what to do)", async () => {
    const { app } = appOn(OBSERVED_UNAUTHORIZED_MSG);
    const none = await request(app).get("/api/v2/occurrences");
    expect(validBody(none, "v2/error-response").msg).toMatch(/^Unauthorized: no token/);
    const v1 = await request(app).get("/api/v1/cities").set("Authorization", "Bearer x.y.z");
    expect(v1.status).toBe(401);
    expect(validBody(v1, "v1/error-response").msg).toMatch(/^Unauthorized: the token/);
  });

  test("createHandlers({ profile: 'observed', auth: 'required' }) answers the real words", async () => {
    const handlers = createHandlers({
      seed: 1,
      occurrences: 10,
      until: "2025-12-31",
      profile: "observed",
      auth: "required",
    });
    const response = await getResponse(
      handlers,
      new Request("http://localhost/api/v2/occurrences", {
        headers: { Authorization: "Bearer not.a.token" },
      }),
    );
    expect(response?.status).toBe(401);
    expect(((await response?.json()) as { msg: string }).msg).toBe(OBSERVED_UNAUTHORIZED_MSG);
  });
});
