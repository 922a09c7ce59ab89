import request from "supertest";
import { createApp } from "../../src/node/create-app";
import { testWorld } from "../server/helpers/test-world";

// Issue 4: queryLimits.maxParameters was only checked to be 1 or more. node:querystring (Express's
// simple query parser) keeps the first 1000 parameters, so with a limit above 1000 a query of
// 1001+ parameters passed the guard and the rest were silently dropped. A limit above 1000 is now
// a configuration mistake (RangeError); 1000 is still accepted and a 1001st parameter is a 400.
const world = testWorld(0);

describe("issue 4: queryLimits.maxParameters cannot exceed what the query parser keeps", () => {
  test.each<[string, number]>([
    ["maxParameters 1001 -> RangeError (was accepted)", 1001],
    ["maxParameters 5000 -> RangeError (was accepted)", 5000],
  ])("%s", (_name, maxParameters) => {
    expect(() => createApp({ world, queryLimits: { maxLength: 65536, maxParameters } })).toThrow(
      /maxParameters must be .*1000/,
    );
  });

  test("maxParameters 1000 -> accepted; 1001 parameters -> 400 naming the limit", async () => {
    const app = createApp({ world, queryLimits: { maxLength: 65536, maxParameters: 1000 } });
    const query = Array.from({ length: 1001 }, () => "x=1").join("&");
    const response = await request(app).get(`/api/v2/states?${query}`);
    expect(response.status).toBe(400);
    expect((response.body as { msg: string }).msg).toContain("at most 1000");
  });
});
