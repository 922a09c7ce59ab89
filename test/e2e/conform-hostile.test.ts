import { captureConform } from "./conformance/capture-conform";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathOf } from "../../src/contract";
import type { ServerHandle } from "../../src/node/start-server";
import { startMock } from "../conformance/helpers/start-mock";
import { serve, type Served } from "./helpers/serve";

// conform against servers that try to take its credentials or crash it: credentials go only to
// the base URL's origin, a password in the base URL never reaches a report, and answers nested
// too deep or dated in year 275760 are findings, not a crash. Answers of 10 and 60 MB read in
// bounded memory: test/servers/conform-10-mb-answers.test.ts and conform-60-mb-answers.test.ts.

jest.setTimeout(180_000);

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
