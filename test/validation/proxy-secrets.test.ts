import type { ExchangeWithResponse } from "../../src/capture/exchange";
import { pathOf } from "../../src/contract";
import {
  createBodyBudget,
  createSecretRedactor,
  inspectExchange,
  redactRecording,
  upstreamPathOf,
} from "../../src/validation/proxy";
import { nestsDeeperThan } from "../../src/capture/json-nesting";
import { MAX_NESTING_DEPTH } from "../../src/capture/nesting-depth";
import { toHarEntry } from "../../src/validation/proxy/har-recorder";
import { gzipSync } from "node:zlib";

// The proxy's pure parts: where it forwards, what its recordings redact, how deep it validates,
// how much it holds. No socket: test/e2e/proxy-hostile.test.ts runs the proxy itself.

const UPSTREAM = new URL("http://upstream.test:8000/base");
const TOKEN = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbmEifQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg";
const PASSWORD = "hunter2-password";

describe("the proxy forwards only to its upstream's origin, whatever the target says", () => {
  test.each<[string, string, string | undefined]>([
    ["a path -> after the upstream's path", "/api/v2/states?x=1", "/base/api/v2/states?x=1"],
    [
      "an absolute target -> its path only, host ignored",
      "http://evil.test:1/api/v2",
      "/base/api/v2",
    ],
    ["an absolute target without a path -> /", "http://evil.test:1", "/base/"],
    ["*@127.0.0.1:PORT/path (a forged authority) -> refused", "*@127.0.0.1:9/secret", undefined],
    ["* -> refused", "*", undefined],
    ["an authority -> refused", "127.0.0.1:9", undefined],
    ["a path of two slashes stays a path on the upstream", "//evil.test/x", "/base//evil.test/x"],
  ])("%s", (_name, target, path) => {
    expect(upstreamPathOf(UPSTREAM, target)).toBe(path);
  });
});

/** An answered exchange of a JSON (or other) body. */
function exchange(
  url: string,
  body: string,
  options: { contentType?: string; requestHeaders?: [string, string][] } = {},
): ExchangeWithResponse {
  return {
    request: { method: "POST", url, headers: options.requestHeaders ?? [] },
    response: {
      status: 200,
      headers: [["Content-Type", options.contentType ?? "application/json"]],
      body: Buffer.from(body),
    },
    timing: { started: new Date(0), durationMs: 1 },
  };
}

/** What a recorder writes of a session's exchanges, as NDJSON and HAR text. */
function recorded(exchanges: readonly ExchangeWithResponse[]): string {
  const redactor = createSecretRedactor();
  return exchanges
    .map((one) => {
      const { exchange: kept, inspection } = redactRecording(one, inspectExchange(one), redactor);
      return `${JSON.stringify(inspection.record)}\n${JSON.stringify(toHarEntry(kept, inspection))}`;
    })
    .join("\n");
}

const ORIGIN = "http://upstream.test:8000";
const v2Login = exchange(
  `${ORIGIN}${pathOf("v2-login")}`,
  JSON.stringify({
    msg: "ok",
    msgCode: "success",
    code: 201,
    data: { accessToken: TOKEN, expiresIn: 3600 },
  }),
);

describe("recordings redact credentials in bodies, by field name and by issued token", () => {
  test.each<[string, ExchangeWithResponse[]]>([
    ["the v2 login's accessToken", [v2Login]],
    [
      "the v1 login's access_token",
      [exchange(`${ORIGIN}${pathOf("v1-login")}`, JSON.stringify({ access_token: TOKEN }))],
    ],
    [
      "a token and a password in a form answer",
      [
        exchange(`${ORIGIN}/x`, `access_token=${TOKEN}&password=${PASSWORD}&ok=1`, {
          contentType: "application/x-www-form-urlencoded",
        }),
      ],
    ],
    [
      "a password field in a JSON answer",
      [exchange(`${ORIGIN}/x`, JSON.stringify({ user: { password: PASSWORD } }))],
    ],
    [
      "the issued token later in a query string, an echoed body and another header",
      [
        v2Login,
        exchange(`${ORIGIN}/api/v2/states?t=${TOKEN}`, JSON.stringify({ echo: `got ${TOKEN}` }), {
          requestHeaders: [["X-Debug", `token ${TOKEN}`]],
        }),
      ],
    ],
    [
      "a Bearer token the client sent, echoed in an answer",
      [
        exchange(`${ORIGIN}/api/v2/states`, JSON.stringify({ seen: TOKEN }), {
          requestHeaders: [["Authorization", `Bearer ${TOKEN}`]],
        }),
      ],
    ],
    ["a secret query parameter", [exchange(`${ORIGIN}/api/v2/states?password=${PASSWORD}`, "{}")]],
  ])("%s -> absent from the NDJSON line and the HAR entry", (_name, exchanges) => {
    const text = recorded(exchanges);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(PASSWORD);
    expect(text).toContain("redacted");
  });

  test("what is not a credential is kept as it was", () => {
    const text = recorded([
      exchange(`${ORIGIN}/api/v2/states?take=5`, JSON.stringify({ msg: "fine" })),
    ]);
    expect(text).toContain("take=5");
    expect(text).toContain('"msg":"fine"');
    expect(text).not.toContain("redacted");
  });
});

describe("answers nested too deep to validate are recorded, with a finding", () => {
  const deep = `${"[".repeat(6000)}${"]".repeat(6000)}`;

  test.each<[string, string, boolean]>([
    [
      `${MAX_NESTING_DEPTH} levels -> not too deep`,
      `${"[".repeat(MAX_NESTING_DEPTH)}${"]".repeat(MAX_NESTING_DEPTH)}`,
      false,
    ],
    [
      `${MAX_NESTING_DEPTH + 1} levels -> too deep`,
      `${'{"a":'.repeat(MAX_NESTING_DEPTH + 1)}1${"}".repeat(MAX_NESTING_DEPTH + 1)}`,
      true,
    ],
    ["brackets inside strings do not count", JSON.stringify(["[".repeat(5000)]), false],
  ])("%s", (_name, text, expected) => {
    expect(nestsDeeperThan(text)).toBe(expected);
  });

  test("an answer 6000 levels deep -> an invalid result (maxDepth) and a recording line with a note", () => {
    const answered = exchange(`${ORIGIN}${pathOf("v2-states")}`, deep);
    const inspection = inspectExchange(answered);
    expect(inspection.result.status).toBe("invalid");
    expect(inspection.result.violations.map((v) => v.rule)).toEqual(["maxDepth"]);
    expect(inspection.record.response.note).toMatch(/nested deeper than 256 levels/);
    const { inspection: kept } = redactRecording(answered, inspection, createSecretRedactor());
    expect(() => JSON.stringify(kept.record)).not.toThrow();
  });
});

describe("the memory budget of answers in flight", () => {
  test.each<[string, [op: "take" | "give", bytes: number, expected?: boolean][]]>([
    [
      "takes up to the total",
      [
        ["take", 60, true],
        ["take", 40, true],
        ["take", 1, false],
      ],
    ],
    [
      "refuses what is over what is left",
      [
        ["take", 70, true],
        ["take", 40, false],
        ["take", 30, true],
      ],
    ],
    [
      "what is given back can be taken again",
      [
        ["take", 100, true],
        ["give", 50],
        ["take", 50, true],
      ],
    ],
    [
      "never grows past the total",
      [
        ["give", 500],
        ["take", 101, false],
      ],
    ],
  ])("%s", (_name, steps) => {
    const budget = createBodyBudget(100);
    for (const [op, bytes, expected] of steps) {
      if (op === "take") expect(budget.take(bytes)).toBe(expected);
      else budget.give(bytes);
    }
  });
});

describe("a body a HAR keeps raw in base64 is redacted like any body", () => {
  const loginBody = JSON.stringify({ data: { accessToken: TOKEN, expiresIn: 3600 } });
  const raw = (
    url: string,
    body: Buffer,
    headers: [string, string][] = [["Content-Type", "application/octet-stream"]],
  ): ExchangeWithResponse => ({
    request: { method: "POST", url, headers: [] },
    response: { status: 200, headers, body },
    timing: { started: new Date(0), durationMs: 1 },
  });
  /** The HAR entries' bodies, base64 decoded, and their comments. */
  function harBodies(exchanges: readonly ExchangeWithResponse[]): string[] {
    const redactor = createSecretRedactor();
    return exchanges.map((one) => {
      const { exchange: kept, inspection } = redactRecording(one, inspectExchange(one), redactor);
      const { content } = toHarEntry(kept, inspection).response;
      const text = content.encoding === "base64" ? Buffer.from(content.text ?? "", "base64") : "";
      return `${text.toString()} (${content.comment ?? ""})`;
    });
  }

  test.each<[string, ExchangeWithResponse[], RegExp]>([
    [
      "a login answer of a type that is not text -> its accessToken redacted",
      [raw(`${ORIGIN}${pathOf("v2-login")}`, Buffer.from(loginBody))],
      /"accessToken":"\[redacted\]".*secrets redacted/,
    ],
    [
      "a gzip login answer the proxy did not decode (not text) -> decoded, redacted",
      [
        raw(`${ORIGIN}${pathOf("v2-login")}`, gzipSync(loginBody), [
          ["Content-Type", "application/octet-stream"],
          ["Content-Encoding", "gzip"],
        ]),
      ],
      /"accessToken":"\[redacted\]"/,
    ],
    [
      "the issued token echoed later in raw bytes -> redacted there too",
      [v2Login, raw(`${ORIGIN}/x`, Buffer.from(`\u0000bin ${TOKEN} bin`))],
      /bin \[redacted\] bin/,
    ],
    [
      "a body nested too deep to parse -> its secret fields redacted as text",
      [
        raw(
          `${ORIGIN}${pathOf("v2-states")}`,
          Buffer.from(`{"password":"${PASSWORD}","x":${"[".repeat(6000)}${"]".repeat(6000)}}`),
          [["Content-Type", "application/json"]],
        ),
      ],
      /"password":"\[redacted\]"/,
    ],
    [
      "a body that cannot be decoded -> left out, saying why",
      [
        raw(`${ORIGIN}${pathOf("v2-login")}`, Buffer.from(loginBody), [
          ["Content-Encoding", "x-custom"],
        ]),
      ],
      /^ \(body not recorded: it cannot be searched for secrets: unknown content-encoding x-custom\)$/,
    ],
  ])("%s", (_name, exchanges, expected) => {
    const bodies = harBodies(exchanges);
    for (const body of bodies) {
      expect(body).not.toContain(TOKEN);
      expect(body).not.toContain(PASSWORD);
    }
    expect(bodies[bodies.length - 1]).toMatch(expected);
  });

  test("a raw body without secrets -> kept byte for byte, as received", () => {
    const bytes = gzipSync("plain bytes");
    const [body] = harBodies([raw(`${ORIGIN}/x`, bytes, [["Content-Encoding", "gzip"]])]);
    expect(body).toBe(`${bytes.toString()} (raw body as received (content-encoded))`);
  });
});
