import { buildOpenApiDocument } from "../../../src/openapi";
import { closeTestServers, serveApp } from "../../server/helpers/serve-app";
import { testWorld } from "../../server/helpers/test-world";
import {
  buildCorpus,
  CORPUS_CREDENTIALS,
  type CorpusRequest,
} from "../../openapi/helpers/prism-corpus";
import { writeTempJson } from "../../openapi/helpers/run-tool";
import { startPrism, type PrismHandle } from "../../openapi/helpers/start-prism";

// Prism 5.14.2 (the real tool) as a validating proxy in front of the mock, and as a dynamic mock
// of the document. Each starts once for the file; generous timeouts for a busy machine.
jest.setTimeout(300_000);

type Json = Record<string, unknown>;
interface Violation {
  readonly location: readonly string[];
  readonly message: string;
}

const world = testWorld(120);
let proxy: PrismHandle | undefined;
let dynamic: PrismHandle | undefined;
let document: Json;

beforeAll(async () => {
  const server = await serveApp({ world, auth: "required", credentials: CORPUS_CREDENTIALS });
  const address = server.address();
  const mockUrl = `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}`;
  // The document exactly as this mock serves it (auth required).
  document = (await (await fetch(`${mockUrl}/openapi.json`)).json()) as Json;
  const file = writeTempJson("openapi.json", document);
  const offline = writeTempJson("openapi.json", buildOpenApiDocument({ world }));
  [proxy, dynamic] = await Promise.all([
    startPrism(["proxy", file, mockUrl]),
    startPrism(["mock", "-d", offline]),
  ]);
});

afterAll(async () => {
  await Promise.all([proxy?.stop(), dynamic?.stop()]);
  await closeTestServers();
});

async function send(base: string, request: CorpusRequest, token: string) {
  const query = new URLSearchParams(
    request.query?.map(([k, v]): [string, string] => [k, v]) ?? [],
  ).toString();
  // Uncompressed answers: what Prism validates is the body; compression is the transport's
  // concern (tested with the server), and Prism 5 need not decode every encoding.
  const headers: Record<string, string> = { "Accept-Encoding": "identity", ...request.headers };
  if (request.token === "valid") headers.Authorization = `Bearer ${token}`;
  if (request.token === "bad") headers.Authorization = "Bearer not.a.token";
  if (request.body !== undefined) headers["Content-Type"] = request.body.type;
  const response = await fetch(`${base}${request.path}${query === "" ? "" : `?${query}`}`, {
    method: request.method,
    headers,
    ...(request.body === undefined ? {} : { body: request.body.text.replace("TOKEN", token) }),
  });
  await response.arrayBuffer();
  const violations = JSON.parse(response.headers.get("sl-violations") ?? "[]") as Violation[];
  return { status: response.status, violations };
}

async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/api/v2/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(CORPUS_CREDENTIALS),
  });
  const body = (await response.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

describe("Prism proxy in front of the mock (--auth required)", () => {
  test("the corpus covers every endpoint and parameter; Prism reports 0 violations in the mock's answers", async () => {
    const base = proxy!.url;
    const token = await login(base);
    const corpus = buildCorpus(document, world);
    const results: { name: string; status: number; violations: Violation[] }[] = [];
    // A few at a time: Prism validates every answer; a flood only slows a shared machine.
    for (let i = 0; i < corpus.length; i += 8) {
      const batch = corpus.slice(i, i + 8);
      const answers = await Promise.all(batch.map((request) => send(base, request, token)));
      answers.forEach((answer, j) => results.push({ name: batch[j]!.name, ...answer }));
    }
    const inResponses = results.flatMap((result) =>
      result.violations
        .filter((violation) => violation.location[0] === "response")
        .map((violation) => `${result.name} -> ${result.status}: ${violation.message}`),
    );
    expect(inResponses).toEqual([]);
    // The corpus reached every status the document lists, and Prism's header was read (it flags
    // the corpus's bad requests).
    const statuses = new Set(results.map((result) => result.status));
    expect([...statuses].sort()).toEqual(
      expect.arrayContaining([200, 201, 400, 401, 404, 405, 414, 429, 431, 500, 502, 503]),
    );
    expect(
      results.some((result) => result.violations.some((v) => v.location[0] === "request")),
    ).toBe(true);
    expect(corpus.length).toBeGreaterThan(200);
  });
});

describe("prism mock -d (dynamic examples from the document)", () => {
  test("answers 200 on every GET endpoint", async () => {
    const gets = Object.entries(document.paths as Record<string, Json>)
      .filter(([, item]) => "get" in item)
      .map(([path]) => path);
    expect(gets).toHaveLength(7);
    const answers = await Promise.all(
      gets.map(async (path) => {
        const response = await fetch(`${dynamic!.url}${path}`, {
          headers: { Authorization: "Bearer x" },
        });
        return `${path} ${response.status} ${response.status === 200 ? "" : await response.text()}`;
      }),
    );
    expect(answers).toEqual(gets.map((path) => `${path} 200 `));
  });
});
