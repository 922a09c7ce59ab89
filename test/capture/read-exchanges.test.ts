import {
  exchangeOfHarEntry,
  readExchanges,
  type ExchangeWithResponse,
  type ExchangeItem,
  type InputFile,
  type ReadExchangesOptions,
} from "../../src/capture";
import { inspectExchange } from "../../src/validation/proxy/inspect-exchange";
import { toHarEntry } from "../../src/validation/proxy/har-recorder";
import { createTempDir } from "../validation/temp-dir";

// Every capture is read into the one Exchange type: HAR 1.2 entries, the proxy's recordings
// (NDJSON lines, HAR) and saved answers with their URL.
const temp = createTempDir("read-exchanges");
afterAll(() => temp.remove());

const URL_OF = "https://api.example/api/v2/states";
const BODY = '{"msg":"ok","data":[]}';

const harEntry = (response: Record<string, unknown>) => ({
  startedDateTime: "2024-05-01T10:00:00.000Z",
  time: 12,
  request: { method: "get", url: URL_OF, headers: [{ name: "Accept", value: "*/*" }] },
  response: {
    status: 200,
    headers: [{ name: "Content-Type", value: "application/json" }],
    ...response,
  },
});

/** What a test compares of an exchange: the request line, headers, status and body text. */
function shown(item: ExchangeItem): unknown {
  if (item.kind !== "exchange") return { kind: item.kind, source: item.source };
  const { request, response, timing } = item.exchange;
  return {
    source: item.source,
    request: `${request.method} ${request.url}`,
    requestHeaders: request.headers,
    status: response?.status,
    responseHeaders: response?.headers,
    body: Buffer.from(response?.body ?? []).toString("utf8"),
    note: response?.bodyNote,
    durationMs: timing.durationMs,
  };
}

async function read(file: InputFile, options?: ReadExchangesOptions): Promise<unknown[]> {
  const out: unknown[] = [];
  for await (const item of readExchanges([file], options)) out.push(shown(item));
  return out;
}

const CASES: [string, () => InputFile, ReadExchangesOptions, unknown[]][] = [
  [
    "a HAR entry: method upper-cased, headers as pairs, base64 text decoded to bytes",
    () => ({
      path: temp.write(
        "a.har",
        JSON.stringify({
          log: {
            entries: [
              harEntry({
                content: { text: Buffer.from(BODY).toString("base64"), encoding: "base64" },
              }),
            ],
          },
        }),
      ),
      format: "har",
    }),
    {},
    [
      {
        source: { file: expect.stringMatching(/a\.har$/) as unknown, entry: 0 },
        request: `GET ${URL_OF}`,
        requestHeaders: [["Accept", "*/*"]],
        status: 200,
        responseHeaders: [["Content-Type", "application/json"]],
        body: BODY,
        note: undefined,
        durationMs: 12,
      },
    ],
  ],
  [
    "a HAR entry without a response status gives no exchange: skipped",
    () => ({
      path: temp.write("b.har", JSON.stringify({ log: { entries: [{ request: {} }] } })),
      format: "har",
    }),
    {},
    [{ kind: "skipped", source: { file: expect.stringMatching(/b\.har$/) as unknown, entry: 0 } }],
  ],
  [
    "a recording line: repeated headers kept as pairs, the parsed body as bytes, a note as the body's note",
    () => ({
      path: temp.write(
        "c.ndjson",
        [
          JSON.stringify({
            durationMs: 5,
            request: { method: "GET", url: URL_OF, headers: { accept: ["a", "b"] } },
            response: { status: 200, headers: {}, body: { msg: "ok", data: [] } },
          }),
          "",
          JSON.stringify({
            request: { method: "GET", url: URL_OF, headers: {} },
            response: { status: 200, headers: {}, note: "body not recorded: zstd" },
          }),
          "{broken",
        ].join("\n"),
      ),
      format: "ndjson",
    }),
    {},
    [
      expect.objectContaining({
        requestHeaders: [
          ["accept", "a"],
          ["accept", "b"],
        ],
        body: BODY,
        durationMs: 5,
      }),
      expect.objectContaining({
        source: expect.objectContaining({ line: 3 }) as unknown,
        body: "",
        note: "body not recorded: zstd",
      }),
      { kind: "malformed", source: expect.objectContaining({ line: 4 }) as unknown },
    ],
  ],
  [
    "a recording of no stated format (FILE.log) whose first line is a whole value: read as lines",
    () => ({
      path: temp.write(
        "c.log",
        [1, 2]
          .map((n) =>
            JSON.stringify({
              request: { method: "GET", url: `${URL_OF}?page=${n}`, headers: {} },
              response: { status: 200, headers: {}, text: "" },
            }),
          )
          .join("\n"),
      ),
      format: "auto",
    }),
    {},
    [
      expect.objectContaining({ request: `GET ${URL_OF}?page=1` }),
      expect.objectContaining({ request: `GET ${URL_OF}?page=2` }),
    ],
  ],
  [
    "a saved answer with its URL: GET that URL answered 200 with the file's bytes",
    () => ({ path: temp.write("d.json", BODY), format: "auto" }),
    { savedAnswerUrl: () => URL_OF },
    [expect.objectContaining({ request: `GET ${URL_OF}`, status: 200, body: BODY })],
  ],
  [
    "a saved answer without a URL: skipped (its request is unknown), at its line when compact",
    () => ({ path: temp.write("e.json", BODY), format: "auto" }),
    {},
    [{ kind: "skipped", source: { file: expect.stringMatching(/e\.json$/) as unknown, line: 1 } }],
  ],
  [
    "a pretty-printed document that is neither HAR nor recording, without a URL: skipped",
    () => ({ path: temp.write("g.json", JSON.stringify({ msg: "ok" }, null, 2)), format: "auto" }),
    {},
    [{ kind: "skipped", source: { file: expect.stringMatching(/g\.json$/) as unknown } }],
  ],
  [
    "a missing file: one unreadable finding",
    () => ({ path: temp.write("f.json", "").replace(/f\.json$/, "missing.json"), format: "auto" }),
    {},
    [{ kind: "unreadable", source: { file: expect.stringMatching(/missing\.json$/) as unknown } }],
  ],
];

test.each(CASES)("%s", async (_name, file, options, expected) => {
  expect(await read(file(), options)).toEqual(expected);
});

test("the proxy's HAR entry of an exchange reads back as that exchange (secrets redacted)", () => {
  const exchange: ExchangeWithResponse = {
    request: {
      method: "GET",
      url: URL_OF,
      httpVersion: "HTTP/1.1",
      headers: [
        ["Authorization", "Bearer secret"],
        ["Accept", "application/json"],
      ],
    },
    response: {
      status: 200,
      statusText: "OK",
      headers: [["Content-Type", "application/json"]],
      body: Buffer.from(BODY),
    },
    timing: { started: new Date("2024-05-01T10:00:00.000Z"), durationMs: 7 },
  };
  const entry = JSON.parse(JSON.stringify(toHarEntry(exchange, inspectExchange(exchange))));
  expect(exchangeOfHarEntry(entry)).toEqual({
    ...exchange,
    request: {
      ...exchange.request,
      headers: [
        ["Authorization", "Bearer [redacted]"],
        ["Accept", "application/json"],
      ],
    },
  });
});
