import type { Exchange } from "../../src/capture";
import { viewOf, type ExchangeView } from "../../src/conformance/exchange";

// The checks read a view of the one Exchange: status, lower-case headers, the body's text and
// its parse, and why no answer came, all derived from the exchange.
const SENT = { seq: 4, path: "/p", query: [["page", "2"]] as const, authorized: true };
const started = new Date(0);
const exchangeOf = (response: Exchange["response"], noResponse?: string): Exchange => ({
  request: { method: "GET", url: "http://h/p?page=2", headers: [] },
  response,
  ...(noResponse === undefined ? {} : { noResponse }),
  timing: { started, durationMs: 9 },
});
const answer = (body: string, extra: { bodyNote?: string } = {}) => ({
  status: 200,
  headers: [
    ["Content-Type", "application/json"],
    ["Vary", "a"],
    ["vary", "b"],
  ] as const,
  body: Buffer.from(body),
  ...extra,
});

const CASES: [string, Exchange, Partial<ExchangeView>][] = [
  [
    "a JSON answer: parsed, headers lower-cased with repeats joined",
    exchangeOf(answer('{"a":1}')),
    {
      status: 200,
      headers: { "content-type": "application/json", vary: "a, b" },
      body: { a: 1 },
      text: '{"a":1}',
      json: true,
      durationMs: 9,
    },
  ],
  [
    "an answer that is not JSON: its text, no body",
    exchangeOf(answer("<html>")),
    { status: 200, text: "<html>", body: undefined, json: false },
  ],
  [
    "a body not read (too large): no text, the note as the error",
    exchangeOf(answer("", { bodyNote: "larger than 10 bytes" })),
    { status: 200, text: "", json: false, error: "larger than 10 bytes" },
  ],
  [
    "no answer: status 0, no headers, why as the error",
    exchangeOf(undefined, "ECONNREFUSED"),
    { status: 0, headers: {}, text: "", json: false, error: "ECONNREFUSED" },
  ],
];

test.each(CASES)("%s", (_name, exchange, expected) => {
  const view = viewOf(exchange, SENT);
  expect(view).toMatchObject({ ...SENT, method: "GET", url: "http://h/p?page=2", ...expected });
  expect(view.request).toBe(exchange.request);
});

test("an answered exchange has no error field", () => {
  expect("error" in viewOf(exchangeOf(answer("{}")), SENT)).toBe(false);
});
