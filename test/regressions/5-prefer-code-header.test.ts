import request from "supertest";
import { createApp } from "../../src/node/create-app";
import { testWorld } from "../server/helpers/test-world";
import { validBody } from "../server/helpers/valid-body";

// Issue 5: `Prefer: code=200`, which Prism clients send to pick the success answer, was a 400
// naming X-Mock-Status (a header the client never sent); `Prefer: code=abc` was silently ignored.
const app = createApp({ world: testWorld(0) });

describe("issue 5: Prefer: code=… is read as Prism clients mean it", () => {
  test.each<[string, string]>([
    ["code=200 -> the normal answer (was 400)", "code=200"],
    ["code=204 -> the normal answer", "code=204"],
  ])("%s", async (_name, prefer) => {
    const response = await request(app).get("/api/v2/states").set("Prefer", prefer);
    expect(response.status).toBe(200);
    validBody(response, "v2/states-response");
  });

  test.each<[string, string]>([
    ["code=302 -> 400 naming Prefer (was naming X-Mock-Status)", "code=302"],
    ["code=abc -> 400 naming Prefer (was ignored)", "code=abc"],
    ["code= -> 400 naming Prefer (was ignored)", "code="],
  ])("%s", async (_name, prefer) => {
    const response = await request(app).get("/api/v2/states").set("Prefer", prefer);
    expect(response.status).toBe(400);
    const body = validBody(response, "v2/error-response");
    expect(body.errors?.map((problem) => problem.parameter)).toEqual(["Prefer"]);
    expect(body.msg).not.toContain("X-Mock-Status");
  });

  test("X-Mock-Status: 200 stays a 400 (only Prefer picks the success answer)", async () => {
    const response = await request(app).get("/api/v2/states").set("X-Mock-Status", "200");
    expect(response.status).toBe(400);
    validBody(response, "v2/error-response");
  });
});
