import { createConformCommand } from "../../src/cli/conform-command";
import { CONFORMANCE_REPORTERS } from "../../src/conformance";
import { rewriting } from "./broken/answers";
import { brokenFetch } from "./broken/break-handler";
import { testWorldHandler } from "./broken/mock-handlers";
import { CORE_BASE_URL } from "./helpers/core-fetch";

// What conform writes when a server echoes the credentials it was sent: no report (console,
// JSON, JUnit, HTML), summary or error line carries them, and no character a terminal acts on
// reaches the console raw. In process: the server is a fetch.

const TOKEN = "tok-echoed-1234567";
const PASSWORD = "pw-echoed-7654321";
const ESCAPE = "\u001b]0;pwned\u0007\u001b[2J\u009b31m\u202e";
/** Whether a text holds one of ESCAPE's characters raw. */
const raw = (text: string): boolean =>
  ["\u001b", "\u0007", "\u009b", "\u202e"].some((c) => text.includes(c));

function conform(fetch: typeof globalThis.fetch) {
  const out: string[] = [];
  const err: string[] = [];
  const command = createConformCommand({
    stdout: { write: (t: string) => out.push(t) },
    stderr: { write: (t: string) => err.push(t), isTTY: false },
    fetch,
    env: {},
  });
  return {
    run: (argv: string[]) => command.run(["--base-url", CORE_BASE_URL, "--seed", "1", ...argv]),
    text: () => out.join("") + err.join(""),
  };
}

/** A server that puts the Authorization it received, and escapes, in a v2 city's name. */
function echoingAuthorization(): typeof fetch {
  let seen = "";
  return brokenFetch(
    testWorldHandler(),
    rewriting({
      intercept(request) {
        seen = request.headers.authorization ?? seen;
        return undefined;
      },
      rewriteAnswer(answer, url) {
        if (url.pathname !== "/api/v2/cities") return;
        const data = (answer.body as { data?: Array<Record<string, unknown>> }).data;
        if (data?.[0] !== undefined) data[0].name = { echo: seen };
        if (data?.[1] !== undefined) data[1].name = `são paulo ${ESCAPE}`;
      },
    }),
  );
}

describe("conform --token against a server that echoes it", () => {
  test.each(CONFORMANCE_REPORTERS)(
    "the %s report holds the finding but never the token",
    async (reporter) => {
      const cli = conform(echoingAuthorization());
      const code = await cli.run([
        "--token",
        TOKEN,
        "--max-requests",
        "60",
        "--reporter",
        reporter,
      ]);
      expect(code).toBe(1);
      const text = cli.text();
      expect(text).toContain("Bearer [redacted]");
      expect(text).not.toContain(TOKEN);
    },
  );

  test("the console report shows the server's escape sequences as text, never raw", async () => {
    const cli = conform(echoingAuthorization());
    await cli.run(["--token", TOKEN, "--max-requests", "60"]);
    const text = cli.text();
    expect(text).toContain("são paulo");
    expect(text).toContain("\\x9b31m");
    expect(text).toContain("\\u202e");
    expect(raw(text)).toBe(false);
  });

  test("the JSON report keeps the escapes as JSON escapes: the same string, never raw", async () => {
    const cli = conform(echoingAuthorization());
    await cli.run(["--token", TOKEN, "--max-requests", "60", "--reporter", "json"]);
    const json = cli.text().slice(0, cli.text().lastIndexOf("}") + 1);
    expect(raw(json)).toBe(false);
    expect(JSON.stringify(JSON.parse(json))).toContain("\u009b31m");
  });
});

describe("conform --email --password against a login that echoes its form", () => {
  const echoingLogin = brokenFetch(
    testWorldHandler(),
    rewriting({
      intercept(request) {
        if (request.url.pathname.endsWith("/auth/login")) {
          return { status: 401, headers: {}, body: { echo: request.body ?? "", escape: ESCAPE } };
        }
        if (request.headers.authorization === undefined) {
          return { status: 401, headers: {}, body: { message: "login first" } };
        }
        return undefined;
      },
    }),
  );

  test("the 'login failed' line names the failure without the password or raw escapes, exit 2", async () => {
    const cli = conform(echoingLogin);
    const code = await cli.run(["--email", "ana@example.org", "--password", PASSWORD]);
    expect(code).toBe(2);
    const text = cli.text();
    expect(text).toMatch(/login failed \(POST \/api\/v\d\/auth\/login\): HTTP 401/);
    expect(text).toContain("[redacted]");
    expect(text).not.toContain(PASSWORD);
    expect(raw(text)).toBe(false);
  });

  test("a token the login answers is redacted wherever the server echoes it again", async () => {
    const ISSUED = "issued-token-abcdefgh";
    let calls = 0;
    const issuing = brokenFetch(
      testWorldHandler(),
      rewriting({
        intercept(request) {
          if (request.url.pathname === "/api/v2/auth/login") {
            return { status: 201, headers: {}, body: { data: { accessToken: ISSUED } } };
          }
          if (request.headers.authorization !== `Bearer ${ISSUED}`) {
            return { status: 401, headers: {}, body: { message: "login first" } };
          }
          calls += 1;
          return undefined;
        },
        rewriteAnswer(answer, url) {
          if (url.pathname !== "/api/v2/cities") return;
          const data = (answer.body as { data?: Array<Record<string, unknown>> }).data;
          if (data?.[0] !== undefined) data[0].name = { echo: ISSUED };
        },
      }),
    );
    const cli = conform(issuing);
    const code = await cli.run([
      "--email",
      "ana@example.org",
      "--password",
      PASSWORD,
      "--api",
      "v2",
      "--max-requests",
      "60",
      "--reporter",
      "json",
    ]);
    expect(calls).toBeGreaterThan(0);
    expect(code).toBe(1);
    expect(cli.text()).not.toContain(ISSUED);
    expect(cli.text()).toContain("[redacted]");
  });
});
