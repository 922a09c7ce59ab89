import { readFileSync } from "node:fs";
import { join } from "node:path";
import express from "express";
import { loadProfile } from "../../src/schemas/load-profile";
import { startProxy, type RunningProxy } from "../../src/validation/proxy";
import { listen, rawRequest, type Listening } from "../validation/http-helpers";

/** proxy --profile: the answers of an upstream shaped as production checked under each profile. */
const REAL = readFileSync(
  join(__dirname, "..", "fixtures", "real-world", "salvador-occurrences.json"),
  "utf8",
);
let upstream: Listening;
const running: RunningProxy[] = [];

beforeAll(async () => {
  const app = express();
  app.get("/api/v2/occurrences", (_req, res) => {
    res.type("application/json").send(REAL);
  });
  upstream = await listen(app);
});
afterAll(async () => {
  await Promise.all(running.map((proxy) => proxy.close()));
  await upstream.close();
});

function profileOf(value: string) {
  if (value === "spec" || value === "observed") return value;
  const loaded = loadProfile(value);
  if (!loaded.ok) throw new Error(loaded.problem);
  return loaded.profile;
}

describe("proxy --profile", () => {
  test.each([
    ["spec", "invalid"],
    ["observed", "valid"],
    [join(__dirname, "..", "..", "schemas", "departures"), "valid"],
  ])("under %s a production-shaped answer is logged %s", async (profile, verdict) => {
    const log: string[] = [];
    const proxy = await startProxy({
      upstream: new URL(upstream.url),
      port: 0,
      host: "127.0.0.1",
      timeoutMs: 5000,
      profile: profileOf(profile),
      log: (line) => log.push(line),
    });
    running.push(proxy);
    const answer = await rawRequest(`${proxy.url}/api/v2/occurrences?page=1`);
    expect(answer.status).toBe(200);
    expect(log[0]?.split(" ")[0]).toBe(verdict);
  });
});
