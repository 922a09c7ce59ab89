import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  AuthenticationError,
  BudgetExhaustedError,
  RunStoppedError,
} from "../../../src/conformance/errors";
import { createHttpClient, type HttpClientOptions } from "../../../src/conformance/http-client";
import { createConformCommand } from "../../../src/cli/conform-command";
import { startHostileServer, type Hostility } from "../../conformance/helpers/start-hostile-server";

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

let server: Server;
let base = "";
let handler: Handler = (_req, _body, res) => res.end("{}");

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => handler(req, Buffer.concat(chunks).toString(), res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function client(options: Partial<HttpClientOptions> = {}) {
  return createHttpClient({
    baseUrl: base,
    timeoutMs: 2000,
    maxRequests: 50,
    concurrency: 4,
    ...options,
  });
}

function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

test("records status, headers, parsed JSON and the query with readable brackets", async () => {
  handler = (_req, _body, res) => json(res, 200, [1, 2], { "x-total-count": "2" });
  const exchange = await client().get("/api/v1/occurrences", { "field[]": ["a", "b"] });
  expect(exchange).toMatchObject({
    status: 200,
    body: [1, 2],
    json: true,
    headers: { "x-total-count": "2" },
  });
  expect(exchange.url).toBe(`${base}/api/v1/occurrences?field[]=a&field[]=b`);
});

test("a non-JSON body is kept as text", async () => {
  handler = (_req, _body, res) => res.end("<html>");
  expect(await client().get("/x")).toMatchObject({ json: false, text: "<html>", body: undefined });
});

test("no answer within the timeout: status 0 and the reason", async () => {
  handler = () => undefined;
  const exchange = await client({ timeoutMs: 100 }).get("/slow");
  expect(exchange.status).toBe(0);
  expect(exchange.error).toBe("no answer within 100 ms");
});

test("a refused connection: status 0 naming ECONNREFUSED", async () => {
  const exchange = await createHttpClient({
    baseUrl: "http://127.0.0.1:59998",
    timeoutMs: 1000,
    maxRequests: 5,
    concurrency: 1,
  }).get("/");
  expect(exchange.error).toMatch(/^ECONNREFUSED/);
});

test("the budget: the request after the last allowed throws", async () => {
  handler = (_req, _body, res) => json(res, 200, {});
  const limited = client({ maxRequests: 2 });
  await limited.get("/a");
  await limited.get("/b");
  await expect(limited.get("/c")).rejects.toThrow(BudgetExhaustedError);
  expect(limited.sent).toBe(2);
});

test("concurrency: never more requests in flight than allowed", async () => {
  let active = 0;
  let peak = 0;
  handler = (_req, _body, res) => {
    active += 1;
    peak = Math.max(peak, active);
    setTimeout(() => {
      active -= 1;
      json(res, 200, {});
    }, 10);
  };
  const limited = client({ concurrency: 3 });
  await Promise.all(Array.from({ length: 12 }, (_, i) => limited.get(`/${i}`)));
  expect(peak).toBe(3);
});

test("429: waits as Retry-After asks, then tries again", async () => {
  let calls = 0;
  handler = (_req, _body, res) => {
    calls += 1;
    if (calls === 1) json(res, 429, {}, { "retry-after": "2" });
    else if (calls === 2) json(res, 429, {}, { "retry-after": "5" });
    else json(res, 200, { ok: true });
  };
  const waits: number[] = [];
  const polite = client({ retryAfterCapMs: 5000, sleep: async (ms) => void waits.push(ms) });
  const exchange = await polite.get("/limited");
  expect(exchange.status).toBe(200);
  expect(waits).toEqual([2000, 5000]);
  expect(polite.events).toMatchObject({ rateLimited: 2, waitedMs: 7000 });
  expect(polite.sent).toBe(3);
});

test("429 asking more than the cap: the run stops, naming the demand", async () => {
  handler = (_req, _body, res) => json(res, 429, {}, { "retry-after": "999" });
  const waits: number[] = [];
  const polite = client({ retryAfterCapMs: 5000, sleep: async (ms) => void waits.push(ms) });
  await expect(polite.get("/limited")).rejects.toThrow(
    new RunStoppedError(
      "the server asks to wait 999 s (Retry-After: 999) on GET /limited, more than --max-wait 5 s",
    ),
  );
  expect(waits).toEqual([]);
});

test("429 forever: after maxRetries waits the run stops", async () => {
  handler = (_req, _body, res) => json(res, 429, {}, { "retry-after": "0" });
  await expect(client({ maxRetries: 2, sleep: async () => undefined }).get("/x")).rejects.toThrow(
    new RunStoppedError(
      "the server still answers HTTP 429 after 2 waits (Retry-After: 0) on GET /x",
    ),
  );
});

describe("body limit", () => {
  test.each([
    ["declared by Content-Length", (res: ServerResponse) => res.end("x".repeat(5000))],
    [
      "streamed without a length",
      (res: ServerResponse) => {
        res.writeHead(200, { "transfer-encoding": "chunked" });
        for (let i = 0; i < 10; i += 1) res.write("x".repeat(500));
        res.end();
      },
    ],
  ])("a body past maxBodyBytes (%s) is read no further and named", async (_how, answer) => {
    handler = (_req, _body, res) => answer(res);
    const exchange = await client({ maxBodyBytes: 4096 }).get("/big");
    expect(exchange).toMatchObject({
      status: 200,
      json: false,
      text: "",
      error: "body larger than 4096 bytes (--max-body); read no further",
    });
  });

  test("a body at the limit is read whole", async () => {
    handler = (_req, _body, res) => json(res, 200, "x".repeat(4094));
    const exchange = await client({ maxBodyBytes: 4096 }).get("/exact");
    expect(exchange).toMatchObject({ status: 200, json: true });
    expect(exchange.error).toBeUndefined();
  });
});

test("deadline: a request cut short by it, and every later one, stops the run", async () => {
  handler = () => undefined; // never answers
  const bounded = client({ timeoutMs: 60_000, deadlineMs: 200 });
  await expect(bounded.get("/slow")).rejects.toThrow(
    new RunStoppedError("the run passed its --deadline of 0.2 s (1 requests sent)"),
  );
  await expect(bounded.get("/later")).rejects.toThrow(RunStoppedError);
  expect(bounded.sent).toBe(1);
}, 30_000);

describe("authentication", () => {
  const seen: (string | undefined)[] = [];
  beforeEach(() => {
    seen.length = 0;
    handler = (req, body, res) => {
      if (req.url === "/api/v2/auth/login") {
        const { email, password } = JSON.parse(body) as Record<string, string>;
        return password === "pw"
          ? json(res, 201, { data: { accessToken: `v2-${email}` } })
          : json(res, 401, { msg: "no" });
      }
      if (req.url === "/api/v1/auth/login") {
        const form = new URLSearchParams(body);
        return json(res, 200, { access_token: `v1-${form.get("email") ?? ""}` });
      }
      seen.push(req.headers.authorization);
      const ok =
        req.headers.authorization?.startsWith("Bearer v") === true ||
        req.headers.authorization === "Bearer given";
      json(res, ok ? 200 : 401, {});
    };
  });

  test("a 401 logs in once (v2 JSON), then every request carries the token", async () => {
    const auth = client({ credentials: { email: "ana", password: "pw" } });
    const answers = await Promise.all([
      auth.get("/api/v2/cities"),
      auth.get("/api/v2/occurrences"),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.every((a) => a.authorized)).toBe(true);
    expect(auth.events.logins).toEqual(["POST /api/v2/auth/login -> 201"]);
    expect(seen.filter((h) => h === "Bearer v2-ana").length).toBe(2);
  });

  test("v1 logs in with form fields on its own endpoint", async () => {
    const auth = client({ credentials: { email: "ana", password: "pw" } });
    expect((await auth.get("/api/v1/cities")).status).toBe(200);
    expect(seen).toEqual([undefined, "Bearer v1-ana"]);
  });

  test("--token goes on the first request", async () => {
    const auth = client({ token: "given" });
    expect((await auth.get("/api/v2/cities")).status).toBe(200);
    expect(seen).toEqual(["Bearer given"]);
  });

  test("no credentials, or a refused login: AuthenticationError", async () => {
    await expect(client().get("/api/v2/cities")).rejects.toThrow(AuthenticationError);
    await expect(
      client({ credentials: { email: "ana", password: "bad" } }).get("/api/v2/cities"),
    ).rejects.toThrow(/login failed \(POST \/api\/v2\/auth\/login\): HTTP 401/);
  });
});

describe("getRaw: a target sent exactly as written (node:http)", () => {
  test("the bare ? that fetch strips reaches the server, with the token and bounds", async () => {
    const targets: (string | undefined)[] = [];
    handler = (req, _body, res) => {
      targets.push(req.url);
      json(res, 200, { data: [] });
    };
    const raw = client({ token: "given" });
    const exchange = await raw.getRaw("/api/v2/cities?");
    await raw.get("/api/v2/cities", {});
    expect(targets).toEqual(["/api/v2/cities?", "/api/v2/cities"]);
    expect(exchange).toMatchObject({
      status: 200,
      json: true,
      url: `${base}/api/v2/cities?`,
      path: "/api/v2/cities",
      authorized: true,
    });
    expect(raw.sent).toBe(2);
  });

  test("the exchange holds the target's query as the server reads it (+ a space, %5B a bracket)", async () => {
    const targets: (string | undefined)[] = [];
    handler = (req, _body, res) => {
      targets.push(req.url);
      json(res, 200, []);
    };
    const target = "/api/v1/cities?Cidade[lk]=%25Rio+de%25&field%5b%5d=Cidade&field%5B%5D=id";
    const exchange = await client().getRaw(target);
    expect(targets).toEqual([target]);
    expect(exchange.path).toBe("/api/v1/cities");
    expect(exchange.query).toEqual([
      ["Cidade[lk]", "%Rio de%"],
      ["field[]", "Cidade"],
      ["field[]", "id"],
    ]);
    expect((await client().getRaw("/api/v2/cities?")).query).toEqual([]);
  });

  test("a gzip body is decoded, and stops at maxBodyBytes after decoding", async () => {
    const { gzipSync } = await import("node:zlib");
    handler = (_req, _body, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
      res.end(gzipSync(JSON.stringify({ pad: "x".repeat(10_000) })));
    };
    expect(await client().getRaw("/x?")).toMatchObject({ status: 200, json: true });
    expect(await client({ maxBodyBytes: 4096 }).getRaw("/x?")).toMatchObject({
      status: 200,
      json: false,
      error: "body larger than 4096 bytes (--max-body); read no further",
    });
  });
});

describe("redirects and transient failures", () => {
  test("a raw request follows a redirect on the base URL's origin, keeping the target as written", async () => {
    const targets: (string | undefined)[] = [];
    handler = (req, _body, res) => {
      targets.push(req.url);
      if (req.url === "/old/cities?") {
        res.writeHead(308, { location: "/api/v2/cities?" });
        res.end();
      } else json(res, 200, { data: [] });
    };
    const exchange = await client().getRaw("/old/cities?");
    expect(targets).toEqual(["/old/cities?", "/api/v2/cities?"]);
    expect(exchange).toMatchObject({ status: 200, json: true });
  });

  test("a raw request does not follow a redirect to another origin: the 3xx is its answer", async () => {
    const targets: (string | undefined)[] = [];
    handler = (req, _body, res) => {
      targets.push(req.url);
      res.writeHead(302, { location: "http://localhost:9/api/v2/cities?" });
      res.end();
    };
    const exchange = await client().getRaw("/api/v2/cities?");
    expect(targets).toEqual(["/api/v2/cities?"]);
    expect(exchange.status).toBe(302);
  });

  test("a raw request redirected in a loop stops after 10 hops, with no answer", async () => {
    let asked = 0;
    handler = (_req, _body, res) => {
      asked += 1;
      res.writeHead(307, { location: `/loop/${asked}?` });
      res.end();
    };
    const exchange = await client().getRaw("/loop/0?");
    expect(asked).toBe(11);
    expect(exchange).toMatchObject({ status: 0, error: "redirect count exceeded" });
  });

  test("a GET answered 503 is tried once more; the failed attempt is reported", async () => {
    let asked = 0;
    handler = (_req, _body, res) => {
      asked += 1;
      if (asked === 1) json(res, 503, { code: 503 });
      else json(res, 200, { data: [] });
    };
    const retried: number[] = [];
    const flaky = client({ onRetried: (failed) => retried.push(failed.status) });
    expect((await flaky.get("/api/v2/cities")).status).toBe(200);
    expect(retried).toEqual([503]);
    expect(flaky.sent).toBe(2);
  });

  test("a GET answered 503 twice returns the second 503, reported as unanswered", async () => {
    handler = (_req, _body, res) => json(res, 503, { code: 503 });
    const unanswered: number[] = [];
    const flaky = client({ onUnanswered: (exchange) => unanswered.push(exchange.status) });
    expect((await flaky.get("/api/v2/cities")).status).toBe(503);
    expect(unanswered).toEqual([503]);
    expect(flaky.sent).toBe(2);
  });

  test("a connection reset is tried once more; an HTTP 500 is not", async () => {
    let asked = 0;
    handler = (req, _body, res) => {
      asked += 1;
      if (asked === 1) req.socket.destroy();
      else if (req.url === "/bug") json(res, 500, { code: 500 });
      else json(res, 200, { data: [] });
    };
    const flaky = client();
    expect((await flaky.get("/api/v2/cities")).status).toBe(200);
    expect(flaky.sent).toBe(2);
    expect((await flaky.get("/bug")).status).toBe(500);
    expect(flaky.sent).toBe(3);
  });
});

/** Generous: servers and runs share a busy 2-core machine. */
const BUDGET_MS = 60_000;

async function conform(
  kind: Hostility,
  flags: readonly string[],
): Promise<{ code: number; out: string; err: string; written: number }> {
  const server = await startHostileServer(kind);
  const out: string[] = [];
  const err: string[] = [];
  const command = createConformCommand({
    stdout: { write: (t: string) => out.push(t) },
    stderr: { write: (t: string) => err.push(t), isTTY: false },
  });
  try {
    const code = await command.run(["--base-url", server.url, "--seed", "1", "--quiet", ...flags]);
    return { code, out: out.join(""), err: err.join(""), written: server.written() };
  } finally {
    await server.close();
  }
}

const MB = 1024 * 1024;

describe("every run against a hostile server ends by itself: exit 1, 2 or 3, one clear line", () => {
  test.each([
    [
      "hanging",
      ["--timeout", "300"],
      /^occurrence-contract conform: cannot reach .*: no answer within 300 ms$/,
    ],
    [
      "dripping",
      ["--timeout", "300"],
      /^occurrence-contract conform: cannot reach .*: HTTP 200 came, but its body did not end within 300 ms$/,
    ],
    [
      "redirect-loop",
      [],
      /^occurrence-contract conform: cannot reach .*: redirect count exceeded$/,
    ],
    [
      "endless-429",
      [],
      /^occurrence-contract conform: the server still answers HTTP 429 after 3 waits \(Retry-After: 0\) on GET \/api\/v2\/cities$/,
    ],
    [
      "huge-retry-after",
      [],
      /^occurrence-contract conform: the server asks to wait 999999 s \(Retry-After: 999999\) on GET \/api\/v2\/cities, more than --max-wait 30 s$/,
    ],
    [
      "connection-reset",
      [],
      /^occurrence-contract conform: cannot reach .*: (ECONNRESET|UND_ERR_SOCKET).*$/,
    ],
  ] as const)(
    "%s %j: exit 2 and one line on stderr",
    async (kind, flags, line) => {
      const run = await conform(kind, flags);
      expect(run.code).toBe(2);
      expect(run.err.trimEnd().split("\n")).toEqual([expect.stringMatching(line)]);
      expect(run.out).toBe("");
    },
    BUDGET_MS,
  );

  test(
    "a run cut short by --deadline is incomplete: exit 3, one line on stderr, the report it has",
    async () => {
      const run = await conform("dripping", ["--timeout", "60000", "--deadline", "1"]);
      expect(run.code).toBe(3);
      expect(run.err.trimEnd().split("\n")).toEqual([
        expect.stringMatching(
          /^occurrence-contract conform: the run passed its --deadline of 1 s \(1 requests sent\) during "connect"$/,
        ),
      ]);
      expect(run.out).toMatch(/\nmissing: cut off: the run passed its --deadline of 1 s/);
    },
    BUDGET_MS,
  );

  test.each([["endless-body"], ["gzip-bomb"]] as const)(
    "%s: every body stops at --max-body, a finding; exit 1",
    async (kind) => {
      const run = await conform(kind, ["--max-body", String(MB), "--api", "v2"]);
      expect(run.code).toBe(1);
      expect(run.out).toContain(`body larger than ${MB} bytes (--max-body); read no further`);
      expect(run.out).not.toMatch(/\n\s+at /);
      // The server streams without end; it stops because the client stopped reading. Socket
      // buffers let it write somewhat past what was read, never the hundreds of MB it would
      // send to a client that reads on.
      const requests = Number(/· (\d+) requests ·/.exec(run.out)?.[1] ?? "0");
      expect(requests).toBeGreaterThan(0);
      expect(run.written).toBeLessThan(requests * 16 * MB);
    },
    BUDGET_MS,
  );
});
