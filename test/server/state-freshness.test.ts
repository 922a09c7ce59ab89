import { coreRequest as request } from "./helpers/core-request";
import { coreApp } from "./helpers/core-app";
import { testWorld } from "./helpers/test-world";

const world = testWorld();
const app = coreApp({ world });

describe("X-Last-Update-State headers on /api/v2/occurrences (real-world.md)", () => {
  test.each(world.states.map((s) => [s.name, s] as const))(
    "filtered by the state %s: its id, name and last-update timestamp, exposed through CORS",
    async (_name, state) => {
      const response = await request(app)
        .get(`/api/v2/occurrences?idState=${state.uuid}&take=1`)
        .set("Origin", "http://app.example");
      expect(response.status).toBe(200);
      expect(response.headers["x-last-update-state-id"]).toBe(state.uuid);
      expect(response.headers["x-last-update-state"]).toBe(state.name);
      expect(response.headers["x-last-update-state-timestamp"]).toBe(
        String(Math.floor(world.lastUpdate / 1000)),
      );
      const exposed = String(response.headers["access-control-expose-headers"]).split(", ");
      expect(exposed).toEqual(
        expect.arrayContaining([
          "X-Last-Update-State-Id",
          "X-Last-Update-State",
          "X-Last-Update-State-Timestamp",
        ]),
      );
    },
  );

  test("not filtered by a state: no state headers", async () => {
    const response = await request(app).get("/api/v2/occurrences?take=1");
    expect(response.headers["x-last-update-state"]).toBeUndefined();
    expect(response.headers["x-last-update"]).toEqual(expect.any(String));
  });
});
