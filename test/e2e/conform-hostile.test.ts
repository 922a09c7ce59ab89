import { spawn } from "node:child_process";
import { captureConform } from "./conformance/capture-conform";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathOf } from "../../src/contract";
import type { ServerHandle } from "../../src/node/start-server";
import { buildWorld } from "../../src/world";
import { startMock } from "../conformance/helpers/start-mock";

// conform against servers that try to take its credentials or crash it: credentials go only to
// the base URL's origin, a password in the base URL never reaches a report, and answers nested
// too deep or dated in year 275760 are findings, not a crash; answers of 10 and 60 MB are read
// in bounded memory (peak RSS, VmHWM of the spawned CLI, under the bounds the docs state).

jest.setTimeout(180_000);

interface Served {
  readonly url: string;
  readonly port: number;
  /** What reached the server: method, url, authorization and body of each request. */
  readonly seen: string[];
  close(): Promise<void>;
}

async function serve(handle: (req: IncomingMessage, res: ServerResponse) => void): Promise<Served> {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      seen.push(`${req.method} ${req.url} ${req.headers.authorization ?? ""} ${body}`);
      handle(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const PASSWORD = "pa55-word-of-ana";
let thief: Served;
beforeAll(async () => {
  thief = await serve((_req, res) =>
    res.writeHead(200, { "content-type": "application/json" }).end("{}"),
  );
});
afterAll(() => thief.close());

describe("conform: credentials go only to the base URL's origin", () => {
  test("a 307 from the login to another origin -> not re-POSTed, one line, exit 2", async () => {
    const server = await serve((req, res) => {
      if (req.url === pathOf("v2-login")) {
        res.writeHead(307, { location: `${thief.url}/steal` }).end();
        return;
      }
      res.writeHead(401, { "content-type": "application/json", "www-authenticate": "Bearer" });
      res.end(JSON.stringify({ msg: "no token", msgCode: "unauthorized", code: 401 }));
    });
    thief.seen.length = 0;
    const { command, err } = captureConform();
    const code = await command.run([
      "--base-url",
      server.url,
      "--api",
      "v2",
      "--email",
      "ana@x.org",
      "--password",
      PASSWORD,
      "--max-requests",
      "20",
    ]);
    await server.close();
    expect(code).toBe(2);
    expect(err()).toMatch(/HTTP 307 to http:\/\/127\.0\.0\.1:\d+\/steal: not followed/);
    expect(thief.seen).toEqual([]);
  });

  test("GETs redirected to another origin -> not followed (reported), the token never sent there", async () => {
    const server = await serve((req, res) => {
      res.writeHead(302, { location: `${thief.url}${req.url ?? "/"}` }).end();
    });
    thief.seen.length = 0;
    const { command, err } = captureConform();
    const code = await command.run([
      "--base-url",
      server.url,
      "--api",
      "v2",
      "--token",
      "tok-en-of-ana",
      "--max-requests",
      "20",
    ]);
    await server.close();
    expect(err()).not.toMatch(/unexpected error/);
    expect([1, 2, 3]).toContain(code);
    expect(thief.seen).toEqual([]);
  });
});

describe("conform: a password in the base URL never reaches a report, a log or an error", () => {
  let mock: ServerHandle;
  let dir: string;
  beforeAll(async () => {
    mock = await startMock();
    dir = await mkdtemp(join(tmpdir(), "conform-secrets-"));
  });
  afterAll(async () => {
    await mock.close();
    await rm(dir, { recursive: true, force: true });
  });

  test("every reporter, the summary and stderr -> the user kept, the password [redacted]", async () => {
    const base = mock.url.replace("http://", `http://ana:${PASSWORD}@`);
    const { command, out, err } = captureConform();
    const argv = ["--base-url", base, "--api", "v2", "--max-requests", "40", "--out", dir];
    for (const reporter of ["console", "json", "junit", "html"]) argv.push("--reporter", reporter);
    await command.run(argv);
    const files = await readdir(dir);
    expect(files).toHaveLength(4);
    const texts = [
      out(),
      err(),
      ...(await Promise.all(files.map((f) => readFile(join(dir, f), "utf8")))),
    ];
    for (const text of texts) expect(text).not.toContain(PASSWORD);
    expect(texts.join("\n")).toContain("ana:[redacted]@");
  });

  test("an unreachable base URL with a password -> the error line redacts it", async () => {
    const { command, err } = captureConform();
    expect(await command.run(["--base-url", `http://ana:${PASSWORD}@127.0.0.1:59996`])).toBe(2);
    expect(err()).toMatch(/cannot reach http:\/\/ana:\[redacted\]@127\.0\.0\.1:59996/);
    expect(err()).not.toContain(PASSWORD);
  });
});

describe("conform: hostile answers are findings, not a crash", () => {
  const page = (date: string) =>
    JSON.stringify({
      msg: "ok",
      msgCode: "success",
      code: 200,
      data: [1, 2].map((n) => ({
        id: `5b6c2f53-4f4e-4c36-9d0c-1e0fa8e1b2a${n}`,
        date,
        documentNumber: n,
        address: "a",
        state: { id: "5b6c2f53-4f4e-4c36-9d0c-1e0fa8e1b2a4", name: "y" },
        city: { id: "5b6c2f53-4f4e-4c36-9d0c-1e0fa8e1b2a5", name: "c" },
        latitude: "1",
        longitude: "1",
      })),
      pageMeta: {
        page: 1,
        take: 25,
        itemCount: 2,
        pageCount: 1,
        hasPreviousPage: false,
        hasNextPage: false,
      },
    });

  test.each<[string, string]>([
    ["every answer nested 6000 deep", `{"data":${"[".repeat(6000)}${"]".repeat(6000)}}`],
    ["occurrences dated in year 275760", page("+275760-09-13T00:00:00.000Z")],
  ])("%s -> exit 1 (findings), no 'unexpected error'", async (_name, body) => {
    const server = await serve((_req, res) =>
      res.writeHead(200, { "content-type": "application/json" }).end(body),
    );
    const { command, err } = captureConform();
    const code = await command.run([
      "--base-url",
      server.url,
      "--api",
      "v2",
      "--max-requests",
      "60",
    ]);
    await server.close();
    expect(err()).not.toMatch(/unexpected error/);
    expect(code).toBe(1);
  });
});

describe("conform: large answers in bounded memory (docs/security-and-limits.md)", () => {
  const MB = 1024 * 1024;
  const BIN = join(__dirname, "..", "..", "bin", "occurrence-contract.js");
  const records = buildWorld({ seed: 4, occurrences: 8 }).occurrences.map(
    (o) => o.v2 as unknown as Record<string, unknown>,
  );
  /** A valid-shaped v2 occurrences page of about `size` bytes: the world's records, new ids. */
  const pageOf = (size: number): Buffer => {
    const count = Math.ceil(size / (JSON.stringify(records).length / records.length));
    const data = Array.from({ length: count }, (_, n) => ({
      ...records[n % records.length],
      id: `5b6c2f53-4f4e-4c36-9d0c-${n.toString(16).padStart(12, "0")}`,
    }));
    const pageMeta = { page: 1, take: count, itemCount: count, pageCount: 1 };
    const meta = { ...pageMeta, hasPreviousPage: false, hasNextPage: false };
    return Buffer.from(
      JSON.stringify({ msg: "ok", msgCode: "success", code: 200, data, pageMeta: meta }),
    );
  };

  const vmHwm = (pid: number): number => {
    try {
      const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      return match === null ? 0 : Number(match[1]) * 1024;
    } catch {
      return 0; // the process has ended
    }
  };

  /** Runs `conform` as a process against a server of `size`-byte answers; its end and peak RSS. */
  async function conformAgainst(size: number, requests: number, deadline: number) {
    const body = pageOf(size);
    // The records' city, so that the probes find a city and a state to filter by.
    const { city, state } = records[0] as { city: object; state: object };
    const cities = JSON.stringify({
      msg: "ok",
      msgCode: "success",
      code: 200,
      data: [{ ...city, state }],
    });
    const server = await serve((req, res) => {
      const occurrences = (req.url ?? "").startsWith(pathOf("v2-occurrences"));
      res.writeHead(200, { "content-type": "application/json" });
      res.end(occurrences ? body : cities);
    });
    const argv = ["conform", "--base-url", server.url, "--api", "v2"];
    argv.push("--max-requests", String(requests), "--deadline", String(deadline), "--seed", "7");
    const child = spawn(process.execPath, [BIN, ...argv], { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, vmHwm(child.pid ?? 0))), 20);
    const ended = await new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.on("exit", (code, signal) => resolve({ code, signal })),
    );
    clearInterval(timer);
    await server.close();
    // The summary's "· N requests", or a stopped run's "(N requests sent)".
    const sent = Number(/[·(] ?(\d+) requests/.exec(`${stdout}${stderr}`)?.[1] ?? 0);
    return { ...ended, stderr, peak, sent };
  }

  test.each<[string, number, number, number, number, number]>([
    // Keeping every answer and its parse took 3 GB over a whole run of 10 MB answers (66 sent);
    // V8's default heap growth 410-440 MB; conform's own (limit-heap-growth) 260-290 MB.
    ["answers of 10 MB, a whole run -> peak RSS under 400 MiB", 10 * MB, 100, 300, 40, 400 * MB],
    // Stopped by its --deadline once a few answers were read and checked.
    [
      "answers of 60 MB -> read, checked, no crash; peak RSS under 3 GiB",
      60 * MB,
      10,
      30,
      2,
      3072 * MB,
    ],
  ])(
    "%s",
    async (_name, size, requests, deadline, least, bound) => {
      const ended = await conformAgainst(size, requests, deadline);
      expect(ended.sent).toBeGreaterThanOrEqual(least);
      expect(ended.signal).toBeNull();
      expect(ended.stderr).not.toMatch(/unexpected error|RangeError|heap out of memory|\n\s+at /);
      expect([1, 2, 3]).toContain(ended.code);
      expect(ended.peak).toBeGreaterThan(0);
      expect(ended.peak).toBeLessThan(bound);
    },
    600_000,
  );
});
