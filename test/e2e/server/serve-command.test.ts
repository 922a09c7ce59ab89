import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "node:net";
import request from "supertest";
import { serveCommand } from "../../../src/cli/serve-command";
import { UsageError } from "../../../src/cli/usage-error";
import { withServe } from "../../server/helpers/with-serve";

describe("serve command: bad flags -> a one-line UsageError (exit 2)", () => {
  test.each<[string, string[], RegExp]>([
    ["--port abc -> must be an integer", ["--port", "abc"], /--port must be an integer/],
    ["--port 70000 -> out of range", ["--port", "70000"], /--port must be from 0 to 65535/],
    ["--occurrences -1 -> out of range", ["--occurrences=-1"], /--occurrences must be from 0/],
    ["--max-take 0 -> out of range", ["--max-take", "0"], /--max-take must be from 1/],
    [
      "--default-take above --max-take -> refused",
      ["--default-take", "50", "--max-take", "40"],
      /--default-take 50 is above --max-take 40/,
    ],
    [
      "--date-offset BRT -> Z or ±HH:MM",
      ["--date-offset", "BRT"],
      /--date-offset must be Z or ±HH:MM/,
    ],
    [
      "--default-order up -> ASC or DESC",
      ["--default-order", "up"],
      /--default-order must be one of ASC, DESC/,
    ],
    ["an unknown flag -> named", ["--verbose"], /verbose/],
    ["a stray argument -> named", ["now"], /unexpected argument "now"/],
  ])("%s", async (_name, argv, message) => {
    const run = serveCommand.run(argv);
    await expect(run).rejects.toBeInstanceOf(UsageError);
    await expect(run).rejects.toThrow(message);
  });

  test("the port in use -> UsageError saying so", async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const address = blocker.address();
    const port = typeof address === "object" && address !== null ? address.port : 0;
    const run = serveCommand.run(["--port", String(port), "--occurrences", "5", "--quiet"]);
    await expect(run).rejects.toThrow(
      new UsageError(
        `cannot listen on http://127.0.0.1:${port}: the port is in use (pick another with --port)`,
      ),
    );
    await new Promise((resolve) => blocker.close(resolve));
  });
});

describe("serve command: serves, prints one line, stops on SIGTERM", () => {
  test("--port 0 --occurrences 30 --date-offset -03:00 -> one line with the URL, a request-log line per request, then 0 on SIGTERM", async () => {
    // Other SIGTERM listeners (none expected under jest) are set aside so the emit reaches only
    // ours.
    const others = process.listeners("SIGTERM");
    process.removeAllListeners("SIGTERM");
    const lines: string[] = [];
    const log = jest.spyOn(console, "log").mockImplementation((line: unknown) => {
      lines.push(String(line));
    });
    // The request log goes to process.stdout: captured, so jest's output stays clean.
    const stdout: string[] = [];
    const write = jest
      .spyOn(process.stdout, "write")
      .mockImplementation((chunk: string | Uint8Array) => stdout.push(String(chunk)) > 0);
    let stopped = false;
    try {
      const run = serveCommand.run([
        "--port",
        "0",
        "--occurrences",
        "30",
        "--date-offset=-03:00",
        "--default-take",
        "7",
      ]);
      while (lines.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(lines).toHaveLength(1);
      const url = /(http:\/\/127\.0\.0\.1:\d+)\/api\/v2/.exec(lines[0] ?? "")?.[1];
      expect(url).toBeDefined();
      const response = await request(url ?? "").get("/api/v2/occurrences");
      expect(response.body).toMatchObject({ pageMeta: { take: 7, itemCount: 30 } });
      expect(lines).toHaveLength(1);
      while (stdout.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(stdout).toEqual([expect.stringMatching(/^GET \/api\/v2\/occurrences 200 /)]);
      process.emit("SIGTERM");
      stopped = true;
      await expect(run).resolves.toBe(0);
      expect(process.listenerCount("SIGTERM")).toBe(0);
    } finally {
      // A failed expectation must not leave the server running.
      if (!stopped) process.emit("SIGTERM");
      log.mockRestore();
      write.mockRestore();
      for (const listener of others) process.on("SIGTERM", listener);
    }
  });

  test("--quiet -> serves and prints one line, the base URL alone (no request log)", async () => {
    const others = process.listeners("SIGTERM");
    process.removeAllListeners("SIGTERM");
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      const run = serveCommand.run(["--port", "0", "--occurrences", "5", "--quiet"]);
      // The command listens for SIGTERM once it serves.
      while (process.listenerCount("SIGTERM") === 0) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await fetch(`${String(log.mock.calls[0]?.[0])}/api/v2/states`);
      expect(log.mock.calls).toEqual([[expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/)]]);
      process.emit("SIGTERM");
      await expect(run).resolves.toBe(0);
    } finally {
      log.mockRestore();
      for (const listener of others) process.on("SIGTERM", listener);
    }
  });

  test("--help text lists every flag", () => {
    for (const flag of [
      "--port",
      "--host",
      "--seed",
      "--occurrences",
      "--quiet",
      "--default-take",
      "--max-take",
      "--date-offset",
      "--default-order",
    ]) {
      expect(serveCommand.usage).toContain(flag);
    }
  });
});

describe("serve command: unknown query parameters follow the profile unless --unknown-parameters says", () => {
  // `take` is not a parameter of /api/v2/cities (the real service ignores it, real-world.md).
  test.each<[string, string[], number]>([
    ["spec profile -> rejected (400)", [], 400],
    [
      "--profile observed -> ignored (200, named in X-Ignored-Parameters)",
      ["--profile", "observed"],
      200,
    ],
    [
      "--profile observed --unknown-parameters reject -> rejected",
      ["--profile", "observed", "--unknown-parameters", "reject"],
      400,
    ],
    [
      "--unknown-parameters ignore in the spec profile -> ignored",
      ["--unknown-parameters", "ignore"],
      200,
    ],
  ])(
    "%s",
    async (_name, argv, status) => {
      await withServe(["--occurrences", "5", ...argv], async ({ url }) => {
        const response = await request(url).get("/api/v2/cities?take=5");
        expect(response.status).toBe(status);
        expect(response.headers["x-ignored-parameters"]).toBe(status === 200 ? "take" : undefined);
      });
    },
    60_000,
  );
});

describe("serve command: a profile folder's settings.json, and the v1 choices", () => {
  const folder = mkdtempSync(join(tmpdir(), "serve-settings-"));
  writeFileSync(join(folder, "settings.json"), JSON.stringify({ v1Bounds: "exclusive" }));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** The rows of `[gt]=D&[lt]=D` for a day D that has rows, and that day's rows. */
  async function dayWindow(url: string): Promise<{ window: number; day: number }> {
    const all = (await request(url).get("/api/v1/occurrences?field[]=data_ocorrencia")).body as {
      data_ocorrencia: string;
    }[];
    const day = (all[Math.floor(all.length / 2)]?.data_ocorrencia ?? "").slice(0, 10);
    const rows = (
      await request(url).get(
        `/api/v1/occurrences?data_ocorrencia[gt]=${day}&data_ocorrencia[lt]=${day}`,
      )
    ).body as unknown[];
    return {
      window: rows.length,
      day: all.filter((r) => r.data_ocorrencia.startsWith(day)).length,
    };
  }

  test.each<[string, string[], boolean]>([
    ["by default [gt]=D&[lt]=D answers the rows of day D", [], true],
    ["--v1-bounds exclusive: nothing", ["--v1-bounds", "exclusive"], false],
    [
      "--profile DIR whose settings.json states v1Bounds exclusive: nothing",
      ["--profile", folder],
      false,
    ],
    [
      "a flag wins over the folder's setting",
      ["--profile", folder, "--v1-bounds", "inclusive"],
      true,
    ],
  ])(
    "%s",
    async (_name, argv, kept) => {
      await withServe(
        ["--occurrences", "300", "--until", "2025-06-30", ...argv],
        async ({ url }) => {
          const { window, day } = await dayWindow(url);
          expect(day).toBeGreaterThan(0);
          expect(window).toBe(kept ? day : 0);
        },
      );
    },
    60_000,
  );

  test("a settings.json that breaks its schema -> one line naming the file, exit 2", async () => {
    const bad = mkdtempSync(join(tmpdir(), "serve-settings-bad-"));
    writeFileSync(join(bad, "settings.json"), JSON.stringify({ v1Bounds: "strict" }));
    try {
      const errors: string[] = [];
      const original = console.error;
      console.error = (line: string) => errors.push(line);
      try {
        expect(await serveCommand.run(["--port", "0", "--quiet", "--profile", bad])).toBe(2);
      } finally {
        console.error = original;
      }
      expect(errors.join("\n")).toMatch(/settings\.json: \/v1Bounds/);
    } finally {
      rmSync(bad, { recursive: true, force: true });
    }
  });
});
