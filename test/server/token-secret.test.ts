import { getResponse } from "msw";
import { pathOf } from "../../src/contract";
import { createHandlers, type MswHandlerOptions } from "../../src/msw";
import { PROCESS_TOKEN_SECRET, signToken } from "../../src/server/auth";

// The mock's tokens are signed with a random secret per process (or tokenSecret), never one of
// the seed that /__world publishes. Through the MSW handlers: the same core, no socket.

const BASE = "http://mock.test";
const NOW = Date.UTC(2025, 0, 1);

function handlersOf(options: MswHandlerOptions = {}) {
  return createHandlers({
    seed: 5,
    occurrences: 20,
    auth: "required",
    now: () => NOW,
    baseUrl: BASE,
    ...options,
  });
}

async function get(
  handlers: ReturnType<typeof handlersOf>,
  path: string,
  token?: string,
): Promise<Response> {
  const headers: Record<string, string> =
    token === undefined ? {} : { Authorization: `Bearer ${token}` };
  const response = await getResponse(handlers, new Request(`${BASE}${path}`, { headers }));
  if (response === undefined) throw new Error(`no handler for ${path}`);
  return response;
}

async function login(handlers: ReturnType<typeof handlersOf>): Promise<string> {
  const response = await getResponse(
    handlers,
    new Request(`${BASE}${pathOf("v2-login")}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "ana@example.org", password: "pw" }),
    }),
  );
  const body = (await response?.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

const claims = { sub: "mallory@example.org", iat: NOW / 1000, exp: NOW / 1000 + 3600 };

describe("the mock's token secret is random per process unless tokenSecret is given", () => {
  test("a token forged from the seed /__world publishes is refused (401)", async () => {
    const handlers = handlersOf();
    const world = (await (await get(handlers, "/__world")).json()) as { seed?: number };
    const seed = world.seed ?? 5;
    const forged = await signToken(claims, `occurrence-contract:${seed}`);
    expect((await get(handlers, pathOf("v2-states"), forged)).status).toBe(401);
  });

  test.each([
    ["the process secret", {}, PROCESS_TOKEN_SECRET],
    ["a given tokenSecret", { tokenSecret: "given-secret-4f1c" }, "given-secret-4f1c"],
  ])("/__world never publishes %s", async (_name, options, secret) => {
    const text = await (await get(handlersOf(options), "/__world")).text();
    expect(text).not.toContain(secret);
  });

  test.each<[string, MswHandlerOptions, MswHandlerOptions, number]>([
    ["two handler sets of one process (same random secret) -> 200", {}, {}, 200],
    ["the same tokenSecret -> 200", { tokenSecret: "a" }, { tokenSecret: "a" }, 200],
    ["another tokenSecret -> 401", { tokenSecret: "a" }, { tokenSecret: "b" }, 401],
    ["a tokenSecret against the process secret -> 401", { tokenSecret: "a" }, {}, 401],
  ])("a token of one mock on another: %s", async (_name, issuer, checker, status) => {
    const token = await login(handlersOf(issuer));
    expect((await get(handlersOf(checker), pathOf("v2-states"), token)).status).toBe(status);
  });

  test("the process secret is 32 random bytes, not of the seed", () => {
    expect(PROCESS_TOKEN_SECRET).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(PROCESS_TOKEN_SECRET).not.toContain("occurrence-contract");
  });

  test("an empty tokenSecret is a RangeError", () => {
    expect(() => handlersOf({ tokenSecret: "" })).toThrow(/tokenSecret must not be empty/);
  });
});
