import { coreRequest as request } from "../helpers/core-request";
import { coreApp } from "../helpers/core-app";
import { testWorld } from "../helpers/test-world";
import type { V1OccurrenceRow } from "../../../src/generated/types";
import { validate } from "../../../src/schemas";
import { v1ReversedRangeOf } from "../../../src/server/v1-reversed-range-of";
import type { AppOptions } from "../../../src/server/app-options";

// The calls of the service's v1 R client, unmodified: a multipart login (httr's default form),
// the token as a bearer, then `data_ocorrencia[gt]=A&data_ocorrencia[lt]=B` windows.
const login = { email: "ana@example.org", password: "s3:cret" };
const world = testWorld(400);
const day = (row: V1OccurrenceRow): string => row.data_ocorrencia.slice(0, 10);

function appOf(options: Partial<AppOptions> = {}) {
  return coreApp({ world, auth: "required", credentials: login, ...options });
}

async function tokenOf(app: ReturnType<typeof appOf>): Promise<string> {
  const response = await request(app)
    .post("/api/v1/auth/login")
    .field("email", login.email)
    .field("password", login.password);
  expect(response.status).toBe(200);
  // The client takes the first value of the login answer as the token.
  const first = Object.values(response.body as Record<string, unknown>)[0];
  expect(first).toEqual(expect.any(String));
  return first as string;
}

async function rowsOf(
  app: ReturnType<typeof appOf>,
  token: string,
  gt: string,
  lt: string,
): Promise<V1OccurrenceRow[]> {
  const response = await request(app)
    .get(`/api/v1/occurrences?data_ocorrencia[gt]=${gt}&data_ocorrencia[lt]=${lt}`)
    .set("Authorization", `Bearer ${token}`);
  expect(response.status).toBe(200);
  expect(validate("v1/occurrences-response", response.body)).toEqual([]);
  return response.body as V1OccurrenceRow[];
}

/** Every row of the world as v1 shows it (no filter), for the brute-force expectations. */
async function allRows(app: ReturnType<typeof appOf>, token: string): Promise<V1OccurrenceRow[]> {
  const response = await request(app)
    .get("/api/v1/occurrences")
    .set("Authorization", `Bearer ${token}`);
  return response.body as V1OccurrenceRow[];
}

describe("the v1 R client against the mock", () => {
  test("a wrong password -> 401 whose first value is the string Unauthorized", async () => {
    const response = await request(appOf())
      .post("/api/v1/auth/login")
      .field("email", login.email)
      .field("password", "guess");
    expect(response.status).toBe(401);
    expect(Object.values(response.body as Record<string, unknown>)[0]).toBe("Unauthorized");
  });

  test("[gt]=D&[lt]=D -> the rows of day D, every one of them", async () => {
    const app = appOf();
    const token = await tokenOf(app);
    const all = await allRows(app, token);
    const busiest = all.map(day).sort()[Math.floor(all.length / 2)] as string;
    const rows = await rowsOf(app, token, busiest, busiest);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toEqual(all.filter((row) => day(row) === busiest));
  });

  test("a window keeps both boundary days", async () => {
    const app = appOf();
    const token = await tokenOf(app);
    const all = await allRows(app, token);
    const days = [...new Set(all.map(day))].sort();
    const [from, to] = [days[10] as string, days[20] as string];
    const rows = await rowsOf(app, token, from, to);
    expect(rows.map(day)).toEqual(expect.arrayContaining([from, to]));
    expect(rows).toEqual(all.filter((row) => day(row) >= from && day(row) <= to));
  });

  test("an empty window -> 200 with an empty list", async () => {
    const app = appOf();
    expect(await rowsOf(app, await tokenOf(app), "2016-01-01", "2016-01-02")).toEqual([]);
  });

  test.each<[string, AppOptions["v1ReversedRange"], boolean]>([
    ["spec (empty): a reversed window -> nothing", v1ReversedRangeOf(undefined, "spec"), false],
    [
      "observed (swap): a reversed window -> the rows between its bounds",
      v1ReversedRangeOf(undefined, "observed"),
      true,
    ],
  ])("%s", async (_name, v1ReversedRange, answered) => {
    const app = appOf({ v1ReversedRange });
    const token = await tokenOf(app);
    const all = await allRows(app, token);
    const days = [...new Set(all.map(day))].sort();
    const [from, to] = [days[10] as string, days[20] as string];
    const reversed = await rowsOf(app, token, to, from);
    expect(reversed).toEqual(answered ? await rowsOf(app, token, from, to) : []);
    expect((await rowsOf(app, token, from, to)).length).toBeGreaterThan(0);
  });

  test("v1Bounds exclusive drops both boundary days", async () => {
    const app = appOf({ v1Bounds: "exclusive" });
    const token = await tokenOf(app);
    const all = await allRows(app, token);
    const days = [...new Set(all.map(day))].sort();
    const [from, to] = [days[10] as string, days[20] as string];
    const rows = await rowsOf(app, token, from, to);
    expect(rows).toEqual(all.filter((row) => day(row) > from && day(row) < to));
  });
});
