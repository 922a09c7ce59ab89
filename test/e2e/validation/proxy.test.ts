import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import express, { type Request } from "express";
import { UsageError } from "../../../src/cli/usage-error";
import { proxyCommand } from "../../../src/cli/proxy-command";
import {
  formatViolation,
  isExchangeRecord,
  readInputs,
  validateInputs,
} from "../../../src/validation";
import { startProxy, type RunningProxy } from "../../../src/validation/proxy";
import {
  sampleCitiesResponse,
  sampleOccurrencesResponse,
  sampleStatesResponse,
  sampleV1OccurrenceRow,
} from "../../fixtures/validation/sample-bodies";
import {
  endToEnd,
  freePort,
  listen,
  rawRequest,
  type Listening,
} from "../../validation/http-helpers";
import { createTempDir } from "../../validation/temp-dir";

const VALID_TEXT = JSON.stringify(sampleOccurrencesResponse(2));
const brokenCities = sampleCitiesResponse();
(brokenCities.data[0] as { id: string }).id = "not-a-uuid";
const BROKEN_TEXT = JSON.stringify(brokenCities);
const GZIPPED = gzipSync(JSON.stringify(sampleStatesResponse()));
const row = sampleV1OccurrenceRow(1);

/** What the upstream saw of the last request it echoed. */
let seen: { method: string; url: string; headers: Request["headers"]; body: string } | undefined;
/** Reads `seen` through a call, as the upstream sets it from a callback. */
const lastSeen = (): typeof seen => seen;

function createUpstream(): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.get("/api/v2/occurrences", (_req, res) => {
    res.set("X-Last-Update", "2024-03-01 09:00:00-03:00");
    res.set("Cache-Control", "no-store");
    res.type("application/json").send(VALID_TEXT);
  });
  app.get("/api/v2/cities", (_req, res) => {
    res.type("application/json").send(BROKEN_TEXT);
  });
  app.get("/api/v2/states", (_req, res) => {
    res.set("Content-Encoding", "gzip").type("application/json").send(GZIPPED);
  });
  app.get("/api/v2/slow", (_req, res) => {
    setTimeout(() => res.json({ late: true }), 400);
  });
  app.get("/api/v1/occurrences", (req, res) => {
    const fields = ([] as unknown[]).concat(req.query["field[]"] ?? []).map(String);
    const pick = (r: Record<string, unknown>) => Object.fromEntries(fields.map((f) => [f, r[f]]));
    res.json(fields.length === 0 ? [row] : [pick(row as unknown as Record<string, unknown>)]);
  });
  app.get("/api/v2/reports", (_req, res) => {
    res.json({ any: "thing" });
  });
  app.get("/api/v2/bad-request", (_req, res) => {
    res.status(400).json({ msg: "take must be an integer", code: 400 });
  });
  app.all("/echo/{*rest}", (req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      seen = { method: req.method, url: req.originalUrl, headers: req.headers, body };
      res.status(201).set("X-Echo", "yes").type("text/plain").send("echoed");
    });
  });
  return app;
}

let upstream: Listening;
const temp = createTempDir("proxy");

beforeAll(async () => {
  upstream = await listen(createUpstream());
});
afterAll(async () => {
  await upstream.close();
  temp.remove();
});

/** Starts a proxy in front of a URL, collecting its log; stopped after each test. */
const running: RunningProxy[] = [];
async function proxyTo(
  target: string,
  options: { timeoutMs?: number; record?: string } = {},
): Promise<{ url: string; log: string[]; stop(): Promise<void> }> {
  const log: string[] = [];
  const proxy = await startProxy({
    upstream: new URL(target),
    port: 0,
    host: "127.0.0.1",
    timeoutMs: options.timeoutMs ?? 5000,
    record: options.record,
    log: (line) => log.push(line),
  });
  running.push(proxy);
  return { url: proxy.url, log, stop: () => proxy.close() };
}
afterEach(async () => {
  await Promise.all(running.splice(0).map((proxy) => proxy.close()));
});

describe("proxy: answers pass through unchanged", () => {
  it("a valid answer -> same status, headers and bytes as the upstream's; logged valid", async () => {
    const proxy = await proxyTo(upstream.url);
    const direct = await rawRequest(`${upstream.url}/api/v2/occurrences?page=1`);
    const proxied = await rawRequest(`${proxy.url}/api/v2/occurrences?page=1`);
    expect(proxied.status).toBe(200);
    expect(proxied.body.equals(direct.body)).toBe(true);
    expect(proxied.body.toString()).toBe(VALID_TEXT);
    expect(endToEnd(proxied.rawHeaders)).toEqual(endToEnd(direct.rawHeaders));
    expect(proxied.headers["x-last-update"]).toBe("2024-03-01 09:00:00-03:00");
    expect(proxy.log).toEqual([
      expect.stringMatching(
        /^valid GET \/api\/v2\/occurrences\?page=1 200 v2\/occurrences-response \(\d+ ms\)$/,
      ),
    ]);
  });

  it("a broken answer -> passed through unchanged AND the violation logged on one line", async () => {
    const proxy = await proxyTo(upstream.url);
    const proxied = await rawRequest(`${proxy.url}/api/v2/cities?`);
    expect(proxied.status).toBe(200);
    expect(proxied.body.toString()).toBe(BROKEN_TEXT);
    expect(proxy.log).toEqual([
      expect.stringMatching(
        /^invalid GET \/api\/v2\/cities\?? 200 v2\/cities-response: 1 violation/,
      ),
      'violation GET /api/v2/cities 200 v2/cities-response /data/0/id [format]: must be a valid uuid, got string "not-a-uuid"',
    ]);
  });

  it("a gzip answer -> the compressed bytes and Content-Encoding forwarded, a decoded copy validated", async () => {
    const proxy = await proxyTo(upstream.url);
    const proxied = await rawRequest(`${proxy.url}/api/v2/states`, {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(proxied.headers["content-encoding"]).toBe("gzip");
    expect(proxied.body.equals(GZIPPED)).toBe(true);
    expect(proxy.log[0]).toMatch(/^valid GET \/api\/v2\/states 200 v2\/states-response/);
  });

  it("an error status on /api/v2 -> checked against v2/error-response", async () => {
    const proxy = await proxyTo(upstream.url);
    const proxied = await rawRequest(`${proxy.url}/api/v2/bad-request`);
    expect(proxied.status).toBe(400);
    expect(proxy.log).toContain(
      'violation GET /api/v2/bad-request 400 v2/error-response /msgCode [required]: required field "msgCode" is missing',
    );
  });

  it("a v1 request with field[] -> rows checked against the named columns only", async () => {
    const proxy = await proxyTo(upstream.url);
    await rawRequest(`${proxy.url}/api/v1/occurrences?field[]=id_ocorrencia&field[]=nome_cidade`);
    expect(proxy.log).toEqual([expect.stringMatching(/^valid GET \/api\/v1\/occurrences\?field/)]);
  });

  it("an unknown endpoint answering JSON -> forwarded, not validated, noted", async () => {
    const proxy = await proxyTo(upstream.url);
    const proxied = await rawRequest(`${proxy.url}/api/v2/reports`);
    expect(proxied.status).toBe(200);
    expect(proxy.log).toEqual([
      expect.stringMatching(
        /^not validated GET \/api\/v2\/reports 200: no schema for .*unknown endpoint/,
      ),
    ]);
  });

  it("an answer that is not JSON -> forwarded, not validated, noted", async () => {
    const proxy = await proxyTo(upstream.url);
    const proxied = await rawRequest(`${proxy.url}/echo/x`);
    expect(proxied.status).toBe(201);
    expect(proxied.body.toString()).toBe("echoed");
    expect(proxy.log).toEqual([
      expect.stringMatching(
        /^not validated GET \/echo\/x 201: response is not JSON \(content type text\/plain/,
      ),
    ]);
  });
});

describe("proxy: requests pass through unchanged", () => {
  it("method, path (a trailing ? too), query, Authorization and body reach the upstream as sent", async () => {
    const proxy = await proxyTo(upstream.url);
    seen = undefined;
    await rawRequest(`${proxy.url}/echo/cities?`);
    expect(lastSeen()?.url).toBe("/echo/cities?");
    await rawRequest(`${proxy.url}/echo/login?a=1&b[]=2&b[]=3`, {
      method: "POST",
      headers: {
        Authorization: "Bearer secret-token",
        "Content-Type": "application/json",
        "X-Custom": "kept",
      },
      body: '{"email":"a@b.c","password":"p"}',
    });
    expect(lastSeen()).toMatchObject({
      method: "POST",
      url: "/echo/login?a=1&b[]=2&b[]=3",
      body: '{"email":"a@b.c","password":"p"}',
      headers: {
        authorization: "Bearer secret-token",
        "content-type": "application/json",
        "x-custom": "kept",
        host: `127.0.0.1:${upstream.port}`,
      },
    });
  });
});

describe("proxy: upstream failures", () => {
  it("upstream down -> 502 with a JSON body holding msg (v2 error shape), no crash", async () => {
    const proxy = await proxyTo(`http://127.0.0.1:${await freePort()}`);
    const answer = await rawRequest(`${proxy.url}/api/v2/occurrences`);
    expect(answer.status).toBe(502);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body.toString())).toMatchObject({
      msg: expect.stringMatching(/unreachable.*ECONNREFUSED/),
      msgCode: "bad_gateway",
      code: 502,
    });
    expect(proxy.log).toEqual([expect.stringMatching(/^error GET \/api\/v2\/occurrences: 502 /)]);
    // still serving
    expect((await rawRequest(`${proxy.url}/api/v1/cities`)).status).toBe(502);
  });

  it("upstream down on /api/v1 -> 502 in the v1 error shape", async () => {
    const proxy = await proxyTo(`http://127.0.0.1:${await freePort()}`);
    const answer = await rawRequest(`${proxy.url}/api/v1/cities`);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ error: "bad_gateway", status: 502 });
  });

  it("upstream slower than the timeout -> 504 with a JSON body holding msg", async () => {
    const proxy = await proxyTo(upstream.url, { timeoutMs: 100 });
    const answer = await rawRequest(`${proxy.url}/api/v2/slow`);
    expect(answer.status).toBe(504);
    expect(JSON.parse(answer.body.toString())).toMatchObject({
      msg: expect.stringMatching(/timed out/),
      code: 504,
    });
  });
});

describe("proxy --record, then validate the recording", () => {
  it("NDJSON: one {request, response} line per exchange, secrets redacted; validate finds the violation", async () => {
    const file = join(temp.dir, "exchanges.ndjson");
    const proxy = await proxyTo(upstream.url, { record: file });
    await rawRequest(`${proxy.url}/api/v2/occurrences?page=1`, {
      headers: { Authorization: "Bearer s3cret" },
    });
    await rawRequest(`${proxy.url}/api/v2/cities?`);
    await rawRequest(`${proxy.url}/api/v2/states`, { headers: { "Accept-Encoding": "gzip" } });
    await proxy.stop();

    const text = readFileSync(file, "utf8");
    expect(text).not.toContain("s3cret");
    const lines = text
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as unknown);
    expect(lines).toHaveLength(3);
    expect(lines.every(isExchangeRecord)).toBe(true);
    expect(lines[0]).toMatchObject({
      request: {
        method: "GET",
        url: `${upstream.url}/api/v2/occurrences?page=1`,
        headers: { authorization: "Bearer [redacted]" },
      },
      response: {
        status: 200,
        headers: { "x-last-update": "2024-03-01 09:00:00-03:00" },
        body: { msg: "Success in filtering occurrences" },
      },
    });
    expect(lines[2]).toMatchObject({ response: { body: sampleStatesResponse() } });

    const run = await validateInputs(readInputs([file]));
    const found = run.results.flatMap((r) => r.violations.map((v) => formatViolation(r, v)));
    expect(found).toEqual([
      `${file}:2 (GET /api/v2/cities 200) /data/0/id [format]: must be a valid uuid, got string "not-a-uuid"`,
    ]);
  });

  it("HAR: a valid HAR 1.2 log after every exchange; validate finds the violation", async () => {
    const file = join(temp.dir, "exchanges.har");
    const proxy = await proxyTo(upstream.url, { record: file });
    await rawRequest(`${proxy.url}/api/v2/cities?`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const during = JSON.parse(readFileSync(file, "utf8")) as {
      log: { version: string; entries: unknown[] };
    };
    expect(during.log.version).toBe("1.2");
    expect(during.log.entries).toHaveLength(1);
    await rawRequest(`${proxy.url}/api/v2/occurrences`);
    await proxy.stop();

    const har = JSON.parse(readFileSync(file, "utf8")) as {
      log: {
        creator: { name: string };
        entries: {
          request: { url: string };
          response: { status: number; content: { mimeType: string; text: string } };
        }[];
      };
    };
    expect(har.log.creator.name).toBe("occurrence-contract");
    expect(har.log.entries.map((e) => [e.request.url, e.response.status])).toEqual([
      [`${upstream.url}/api/v2/cities?`, 200],
      [`${upstream.url}/api/v2/occurrences`, 200],
    ]);
    expect(har.log.entries[1]?.response.content.text).toBe(VALID_TEXT);

    const run = await validateInputs(readInputs([file]));
    expect(run.results.map((r) => [r.status, r.violations.map((v) => [v.rule, v.path])])).toEqual([
      ["invalid", [["format", "/data/0/id"]]],
      ["valid", []],
    ]);
  });
});

describe("proxy command: usage", () => {
  it.each([
    ["no --upstream", [], /--upstream URL is required/],
    ["an --upstream that is not http(s)", ["--upstream", "ftp://x"], /http or https URL/],
    [
      "a port out of range",
      ["--upstream", "http://x", "--port", "70000"],
      /--port must be from 0 to 65535/,
    ],
  ] as [string, string[], RegExp][])("%s -> UsageError", async (_name, argv, message) => {
    await expect(proxyCommand.run(argv)).rejects.toThrow(UsageError);
    await expect(proxyCommand.run(argv)).rejects.toThrow(message);
  });
});
