import { readFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { gunzipSync, gzipSync } from "node:zlib";
import { join } from "node:path";
import express from "express";
import { pathOf } from "../../src/contract";
import { startProxy, type RunningProxy, type StartProxyOptions } from "../../src/validation/proxy";
import { listen, rawRequest, type Listening } from "../validation/http-helpers";
import { createTempDir } from "../validation/temp-dir";
import { sampleOccurrencesResponse } from "../fixtures/validation/sample-bodies";

// The proxy against hostile request targets and answers: it forwards only to its upstream, keeps
// no credential in its recordings, records what is too deep to validate, bounds its memory.

jest.setTimeout(60_000);

const TOKEN = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbmEifQ.dG9rZW4tb2YtdGhlLXNlc3Npb24";
const PASSWORD = "hunter2-hunter2";
const DEEP = `${"[".repeat(6000)}${"]".repeat(6000)}`;
/** An 8 MB JSON answer (one string), sent by one shared Buffer. */
const HUGE = Buffer.from(JSON.stringify(["x".repeat(8 * 1024 * 1024)]));
const LARGE = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ nome_cidade: `c${i}` })));

/** A v2 occurrences answer whose first record is dated `date`. */
function datedPage(date: string): Buffer {
  const page = sampleOccurrencesResponse(2) as unknown as { data: { date: string }[] };
  page.data[0]!.date = date;
  return Buffer.from(JSON.stringify(page));
}

/** The hostile answers of the file cases, as an upstream might send them. */
const HOSTILE_CASES: readonly [string, Buffer, RegExp][] = [
  [
    "min-date",
    datedPage("-271821-04-20T00:00:00.000Z"),
    /^invalid GET .*case=min-date.*v2\/occurrences-response/,
  ],
  [
    "max-date",
    datedPage("+275760-09-13T00:00:00.000Z"),
    /^invalid GET .*case=max-date.*v2\/occurrences-response/,
  ],
  [
    "february-30",
    datedPage("2024-02-30T10:00:00.000Z"),
    /^invalid GET .*case=february-30.*v2\/occurrences-response/,
  ],
  [
    "hour-25",
    datedPage("2024-01-01T25:00:00.000Z"),
    /^invalid GET .*case=hour-25.*v2\/occurrences-response/,
  ],
  [
    "invalid-utf8",
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    /GET .*case=invalid-utf8/,
  ],
  ["deep", Buffer.from(DEEP), /\[maxDepth\]/],
];

function createUpstream(): express.Express {
  const app = express();
  app.post(pathOf("v2-login"), (_req, res) => {
    res.status(201).json({
      msg: "ok",
      msgCode: "success",
      code: 201,
      data: { accessToken: TOKEN, expiresIn: 3600 },
    });
  });
  app.get(pathOf("v2-states"), (req, res) => {
    res.json({
      msg: "ok",
      msgCode: "success",
      code: 200,
      data: [],
      echo: req.headers.authorization,
    });
  });
  // A login whose answer a HAR keeps raw in base64: not text, and gzip the proxy leaves as is.
  app.post("/raw-login", (_req, res) => {
    const body = gzipSync(JSON.stringify({ access_token: TOKEN, token_type: "bearer" }));
    res.status(200).set({ "Content-Type": "application/octet-stream", "Content-Encoding": "gzip" });
    res.send(body);
  });
  app.get("/deep", (_req, res) => res.type("application/json").send(DEEP));
  app.get("/large", (_req, res) => res.type("application/json").send(LARGE));
  app.get("/huge", (_req, res) => res.type("application/json").send(HUGE));
  app.get(pathOf("v2-occurrences"), (req, res) => {
    const body = HOSTILE_CASES.find(([name]) => name === req.query.case)?.[1] ?? Buffer.alloc(0);
    res.type("application/json").send(body);
  });
  return app;
}

/** A server the proxy must never reach: it counts what reaches it. */
let victimHits = 0;
let upstream: Listening;
let victim: Listening;
const proxies: RunningProxy[] = [];
beforeAll(async () => {
  upstream = await listen(createUpstream());
  const trap = express();
  trap.use((_req, res) => {
    victimHits += 1;
    res.json({ secret: "internal" });
  });
  victim = await listen(trap);
});
afterAll(async () => {
  await Promise.all(proxies.map((proxy) => proxy.close()));
  await Promise.all([upstream.close(), victim.close()]);
});

async function proxy(
  options: Partial<StartProxyOptions> = {},
): Promise<{ running: RunningProxy; log: string[] }> {
  const log: string[] = [];
  const running = await startProxy({
    upstream: new URL(upstream.url),
    port: 0,
    host: "127.0.0.1",
    timeoutMs: 20_000,
    log: (line) => log.push(line),
    ...options,
  });
  proxies.push(running);
  return { running, log };
}

/** GETs a URL and counts its body's bytes without keeping them. */
function countBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { agent: false }, (incoming) => {
      let size = 0;
      incoming.on("data", (chunk: Buffer) => (size += chunk.length));
      incoming.on("end", () => resolve(size));
      incoming.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/** Sends a request line as written over a socket; resolves to the status line. */
function rawTarget(url: string, target: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`);
    });
    let text = "";
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
    socket.on("end", () => resolve(text.split("\r\n")[0] ?? ""));
    socket.on("error", reject);
  });
}

describe("proxy: forwards only to its upstream's origin, whatever the request target says", () => {
  test.each<[string, (port: number) => string, RegExp]>([
    [
      "*@127.0.0.1:PORT/path -> 400, nothing reaches that host",
      (port) => `*@127.0.0.1:${port}/secret`,
      /^HTTP\/1\.1 400 /,
    ],
    [
      "http://127.0.0.1:PORT/path (absolute form) -> sent to the upstream",
      (port) => `http://127.0.0.1:${port}${pathOf("v2-states")}`,
      /^HTTP\/1\.1 200 /,
    ],
  ])("%s", async (_name, target, status) => {
    const { running } = await proxy();
    victimHits = 0;
    expect(await rawTarget(running.url, target(victim.port))).toMatch(status);
    expect(victimHits).toBe(0);
  });
});

describe("proxy --record: no credential in a recording", () => {
  test("a login answer kept raw in base64 in the HAR -> decoded, its access token redacted", async () => {
    const dir = createTempDir("proxy-secrets");
    const file = join(dir.dir, "session.har");
    const { running } = await proxy({ record: file });
    const login = await rawRequest(`${running.url}/raw-login`, { method: "POST", body: "x=1" });
    expect(gunzipSync(login.body).toString()).toContain(TOKEN); // the client gets its token
    await running.close();
    const har = JSON.parse(await readFile(file, "utf8")) as {
      log: { entries: { response: { content: { text?: string; encoding?: string } } }[] };
    };
    const [content] = har.log.entries.map((entry) => entry.response.content);
    expect(content?.encoding).toBe("base64");
    const decoded = Buffer.from(content?.text ?? "", "base64").toString();
    expect(decoded).toContain('"access_token":"[redacted]"');
    expect(decoded).not.toContain(TOKEN);
    dir.remove();
  });

  test.each([["ndjson"], ["har"]])(
    "a login and a Bearer request -> the %s file (and the log) hold neither token nor password",
    async (ext) => {
      const dir = createTempDir("proxy-secrets");
      const file = join(dir.dir, `session.${ext}`);
      const { running, log } = await proxy({ record: file });
      const login = await rawRequest(`${running.url}${pathOf("v2-login")}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "ana@example.org", password: PASSWORD }),
      });
      expect(login.body.toString()).toContain(TOKEN); // the client gets its token
      const states = await rawRequest(`${running.url}${pathOf("v2-states")}?token=${TOKEN}`, {
        headers: { Authorization: `Bearer ${TOKEN}` },
      });
      expect(states.status).toBe(200);
      await running.close();
      const recorded = await readFile(file, "utf8");
      expect(recorded).toContain(pathOf("v2-login"));
      expect(recorded).not.toContain(TOKEN);
      expect(recorded).not.toContain(PASSWORD);
      expect(log.join("\n")).toContain("token=");
      expect(log.join("\n")).not.toContain(TOKEN);
      dir.remove();
    },
  );
});

describe("proxy: the hostile file cases as answers -> relayed unchanged, logged, never a proxy failure", () => {
  test.each(HOSTILE_CASES.map(([name, body, logged]) => [name, body, logged] as const))(
    "%s",
    async (name, body, logged) => {
      const { running, log } = await proxy();
      const answer = await rawRequest(`${running.url}${pathOf("v2-occurrences")}?case=${name}`);
      expect(answer.status).toBe(200);
      expect(answer.body.equals(body)).toBe(true);
      expect(log.join("\n")).toMatch(logged);
      expect(log.join("\n")).not.toMatch(/proxy failure/);
    },
  );
});

describe("proxy: hostile answers", () => {
  test("an answer nested 6000 deep -> relayed unchanged, logged as a maxDepth finding, recorded with a note", async () => {
    const dir = createTempDir("proxy-deep");
    const file = join(dir.dir, "deep.ndjson");
    const { running, log } = await proxy({ record: file });
    const answer = await rawRequest(`${running.url}/deep`);
    expect(answer.body.toString()).toBe(DEEP);
    await running.close();
    expect(log.join("\n")).toMatch(/\[maxDepth\]/);
    expect(await readFile(file, "utf8")).toMatch(/nested deeper than 256 levels/);
    dir.remove();
  });

  test("an answer that finds the memory for answers in flight spent -> relayed whole, not validated", async () => {
    const { running, log } = await proxy({ maxBodyTotal: 1000 });
    const answer = await rawRequest(`${running.url}/large`);
    expect(answer.body.toString()).toBe(LARGE);
    expect(log.join("\n")).toMatch(/not validated: the memory for answers in flight/);
  });

  test("12 concurrent 8 MB answers with --max-body-total 16 MB -> all relayed whole; those past the budget not validated", async () => {
    const { running, log } = await proxy({
      maxBody: 8 * 1024 * 1024 + 16,
      maxBodyTotal: 16 * 1024 * 1024,
    });
    const sizes = await Promise.all(
      Array.from({ length: 12 }, () => countBytes(`${running.url}/huge`)),
    );
    expect(sizes).toEqual(Array(12).fill(HUGE.length));
    const lines = log.filter((line) => line.includes("/huge"));
    expect(lines).toHaveLength(12);
    expect(lines.some((line) => /the memory for answers in flight/.test(line))).toBe(true);
  });
});
