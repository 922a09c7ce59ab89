import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { main } from "../../../src/cli/main";
import { serveCommand } from "../../../src/cli/serve-command";
import { UsageError } from "../../../src/cli/usage-error";
import { fetchText } from "../../server/helpers/fetch-text";
import { validBody } from "../../server/helpers/valid-body";
import { waitFor } from "../../server/helpers/wait-for";
import { withServe as serveWith, type Served } from "../../server/helpers/with-serve";

/** serve with 40 occurrences and these flags (see serveWith). */
const withServe = (argv: readonly string[], use: (served: Served) => Promise<void>) =>
  serveWith(["--occurrences", "40", ...argv], use);

describe("serve: bad values of the frontend and auth flags -> a one-line UsageError naming the flag", () => {
  test.each<[string, string[], RegExp]>([
    ["--latency abc", ["--latency", "abc"], /^--latency must be MS or MIN-MAX in milliseconds/],
    [
      "--latency 400-100",
      ["--latency", "400-100"],
      /^--latency must be MIN-MAX with MIN at most MAX/,
    ],
    ["--latency -5", ["--latency=-5"], /^--latency must be MS or MIN-MAX/],
    ["--fail-rate 2", ["--fail-rate", "2"], /^--fail-rate must be from 0 to 1, got 2$/],
    ["--fail-rate -0.5", ["--fail-rate=-0.5"], /^--fail-rate must be from 0 to 1/],
    ["--fail-rate five", ["--fail-rate", "five"], /^--fail-rate must be a number/],
    ["--auth maybe", ["--auth", "maybe"], /^--auth must be one of off, required, got "maybe"$/],
    [
      "--credentials without a colon",
      ["--credentials", "ana"],
      /^--credentials must be EMAIL:PASSWORD \(no colon found\)$/,
    ],
    [
      "--credentials with an empty email",
      ["--credentials", ":pw"],
      /^--credentials .*the email is empty/,
    ],
    [
      "--credentials with an empty password",
      ["--credentials", "ana@x.org:"],
      /^--credentials .*the password is empty/,
    ],
    ["--credentials with no value", ["--credentials"], /--credentials/],
    ["--token-ttl 0", ["--token-ttl", "0"], /^--token-ttl must be from 1/],
    ["--token-ttl 1.5", ["--token-ttl", "1.5"], /^--token-ttl must be an integer/],
    ["--cors maybe", ["--cors", "maybe"], /^--cors must be one of on, off/],
    ["--v1-max-rows 0", ["--v1-max-rows", "0"], /^--v1-max-rows must be from 1/],
  ])("%s", async (_name, argv, message) => {
    const run = serveCommand.run([...argv, "--port", "0", "--occurrences", "5", "--quiet"]);
    await expect(run).rejects.toBeInstanceOf(UsageError);
    await expect(run).rejects.toThrow(message);
  });

  test("a bad --credentials never repeats the value (it may hold a password)", async () => {
    const message = await serveCommand.run(["--credentials", "hunter2"]).then(
      () => "resolved",
      (error: unknown) => (error instanceof UsageError ? error.message : String(error)),
    );
    expect(message).toMatch(/^--credentials /);
    expect(message).not.toContain("hunter2");
  });

  test.each<[string, string[]]>([
    ["--fail-rate 2", ["serve", "--fail-rate", "2"]],
    ["--auth maybe", ["serve", "--auth", "maybe"]],
  ])("through the CLI, %s -> exit 2 and one line on stderr naming the flag", async (flag, argv) => {
    const errors: string[] = [];
    const error = jest.spyOn(console, "error").mockImplementation((line: unknown) => {
      errors.push(String(line));
    });
    try {
      await expect(main(argv)).resolves.toBe(2);
    } finally {
      error.mockRestore();
    }
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^occurrence-contract serve: ${flag.split(" ")[0]} `));
    expect(errors[0]).not.toContain("\n");
  });

  test("--help lists every new flag with its default", () => {
    for (const text of [
      "--auth off|required",
      "(default: off)",
      "--credentials EMAIL:PASSWORD",
      "--token-ttl SECONDS",
      "(default: 3600)",
      "--cors on|off",
      "--latency MS|MIN-MAX",
      "--fail-rate RATE",
      "--v1-max-rows N",
      "X-Mock-Status",
    ]) {
      expect(serveCommand.usage).toContain(text);
    }
  });
});

/** The value of a --port flag in argv, if any. */

/** A port free at the time of asking. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe("serve: the flags reach the app", () => {
  test("defaults -> auth off, CORS on, one request-log line per request on stdout", async () => {
    await withServe([], async ({ url, startLine, stdout }) => {
      expect(startLine).toMatch(
        /^occurrence-contract serve: http:\/\/127\.0\.0\.1:(\d+)\/api\/v2 and \/api\/v1, docs at http:\/\/127\.0\.0\.1:\1\/docs \(seed 1, 40 occurrences, 2016-07-05\.\.\d{4}-\d{2}-\d{2}, ready in \d+ ms; Ctrl-C stops\)$/,
      );
      const states = await fetchText(`${url}/api/v2/states`, { headers: { Origin: "http://x" } });
      expect(states.status).toBe(200);
      validBody(states, "v2/states-response");
      expect(states.headers["access-control-allow-origin"]).toBe("http://x");
      const bad = await fetchText(`${url}/api/v2/occurrences?take=0`);
      validBody(bad, "v2/error-response");
      await waitFor(() => stdout.length >= 2);
      expect(stdout).toEqual([
        expect.stringMatching(/^GET \/api\/v2\/states 200 \d+\.\dms\n$/),
        expect.stringMatching(/^GET \/api\/v2\/occurrences\?take=0 400 \d+\.\dms\n$/),
      ]);
    });
  });

  test("--auth required --credentials --token-ttl --cors off --latency --v1-max-rows -> all in effect", async () => {
    const argv = [
      "--auth",
      "required",
      "--credentials",
      "ana@example.org:pa:ss",
      "--token-ttl",
      "60",
      "--cors",
      "off",
      "--latency",
      "1-3",
      "--v1-max-rows",
      "3",
    ];
    await withServe(argv, async ({ url, startLine }) => {
      expect(startLine).toContain(
        "auth required, login ana@example.org, CORS off, latency 1-3 ms, v1 rows at most 3",
      );
      expect(startLine).not.toContain("pa:ss");
      const anonymous = await fetchText(`${url}/api/v2/states`);
      expect(anonymous.status).toBe(401);
      validBody(anonymous, "v2/error-response");
      expect(anonymous.headers["www-authenticate"]).toBe("Bearer");
      expect(anonymous.headers["access-control-allow-origin"]).toBeUndefined();

      const post = (password: string): Promise<Awaited<ReturnType<typeof fetchText>>> =>
        fetchText(`${url}/api/v2/auth/login`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email: "ana@example.org", password }),
        });
      const wrong = await post("pa");
      expect(wrong.status).toBe(401);
      validBody(wrong, "v2/error-response");
      const right = await post("pa:ss");
      expect(right.status).toBe(201);
      const { accessToken, expiresIn } = validBody(right, "v2/auth-token-response").data;
      expect(expiresIn).toBe(60);

      const rows = await fetchText(`${url}/api/v1/occurrences`, {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      expect(rows.status).toBe(200);
      expect(validBody(rows, "v1/occurrences-response")).toHaveLength(3);
      expect(rows.headers["x-total-count"]).toBe("40");
    });
  });

  test("--fail-rate 1 -> every /api request fails with 503 or 429", async () => {
    await withServe(["--fail-rate", "1"], async ({ url, startLine }) => {
      expect(startLine).toContain("fail rate 1");
      for (let i = 0; i < 5; i += 1) {
        const response = await fetchText(`${url}/api/v2/states`);
        expect([429, 503]).toContain(response.status);
        validBody(response, "v2/error-response");
      }
    });
  });

  test("--quiet -> one line, the base URL alone, and no request log", async () => {
    const port = String(await freePort());
    await withServe(["--quiet", "--port", port], async ({ url, startLine, stdout }) => {
      expect(startLine).toBe(url);
      validBody(await fetchText(`${url}/api/v2/states`), "v2/states-response");
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(stdout).toEqual([]);
    });
  });
});
