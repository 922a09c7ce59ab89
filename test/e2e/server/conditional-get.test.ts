import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { getResponse } from "msw";
import { createHandlers } from "../../../src/msw";
import { createApp } from "../../../src/node/create-app";
import { createServeListener } from "../../../src/node/front/create-serve-listener";
import { chooseEncoding } from "../../../src/node/transport/choose-encoding";
import { createTransport } from "../../../src/node/transport/transport";
import { appIdentity } from "../../../src/server/app-identity";
import { conditionalHead, type AnswerHead } from "../../../src/server/conditional/conditional-head";
import { createTagging } from "../../../src/server/conditional/create-tagging";
import { coreApp } from "../../server/helpers/core-app";
import type { CoreRequest } from "../../../src/server/core/core-request";
import { testWorld } from "../../server/helpers/test-world";
import { rawGet } from "../../server/transport/raw-get";

// Conditional GET is decided in one place (conditionalHead): the Express app, the serve front
// (an answer made by the core, then the same answer from its whole-answer cache) and the MSW
// handlers all send the head it gives, for small and large bodies, identity, gzip and br.

const world = testWorld(300);
const options = { world };
const tagging = createTagging(appIdentity(options));
const { minCompressBytes } = createTransport("");
const core = coreApp(options).handle;
const handlers = createHandlers(options);
const servers: { close(): void }[] = [];
afterAll(() => servers.forEach((server) => server.close()));

async function listen(listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** What conditional GET decides of an answer: status, ETag, Vary, Cache-Control, Content-Type. */
interface Decided {
  readonly status: number;
  readonly etag: string | undefined;
  readonly vary: string | undefined;
  readonly cacheControl: string | undefined;
  readonly contentType: string | undefined;
}

function decidedOfHead(head: AnswerHead): Decided {
  return {
    status: head.status,
    etag: head.headers.ETag,
    vary: head.headers.Vary,
    cacheControl: head.headers["Cache-Control"],
    contentType: head.headers["Content-Type"],
  };
}

function decidedOf(status: number, header: (name: string) => string | undefined): Decided {
  return {
    status,
    etag: header("etag"),
    vary: header("vary"),
    cacheControl: header("cache-control"),
    contentType: header("content-type"),
  };
}

/** A GET of `path` (with its query) as the request core reads it. */
function getOf(path: string, headers: Record<string, string>): CoreRequest {
  const mark = path.indexOf("?");
  return {
    method: "GET",
    path: mark === -1 ? path : path.slice(0, mark),
    query: mark === -1 ? "" : path.slice(mark + 1),
    headers,
    body: () => Promise.resolve(new Uint8Array(0)),
  };
}

/** The head conditionalHead gives the core's answer to `path` as an adapter sends it. */
async function expectedHead(
  path: string,
  headers: Record<string, string>,
  adapter: "node" | "msw",
): Promise<Decided> {
  const answer = await core(getOf(path, headers));
  const length = [...answer.body].reduce((sum, chunk) => sum + chunk.length, 0);
  // The Node transport compresses a body of minCompressBytes or more as Accept-Encoding asks;
  // the MSW handlers never compress.
  const negotiated = adapter === "node" && length >= minCompressBytes;
  const coding = negotiated ? chooseEncoding(headers["accept-encoding"]) : "identity";
  const representation = { url: path, ifNoneMatch: headers["if-none-match"], coding, negotiated };
  return decidedOfHead(conditionalHead(answer, representation, tagging));
}

async function viaMsw(path: string, headers: Record<string, string>): Promise<Decided> {
  const response = await getResponse(handlers, new Request(`http://api.test${path}`, { headers }));
  if (response === undefined) throw new Error(`no MSW handler answered ${path}`);
  await response.arrayBuffer();
  return decidedOf(response.status, (name) => response.headers.get(name) ?? undefined);
}

async function viaNode(base: string, path: string, headers: Record<string, string>) {
  const answer = await rawGet(`${base}${path}`, headers);
  const decided = decidedOf(answer.status, (name) => answer.headers[name] as string | undefined);
  return { decided, encoding: answer.headers["content-encoding"], bytes: answer.body.length };
}

const PATHS: [string, string][] = [
  ["one record (just over 1 KiB)", "/api/v2/occurrences?take=1"],
  ["a page", "/api/v2/occurrences?take=3&page=2"],
  ["a large page (take=200, compressed as a stream)", "/api/v2/occurrences?take=200"],
  ["the whole v1 list (lazy, of unknown length)", "/api/v1/occurrences"],
  ["the states (under 1 KiB: never compressed)", "/api/v2/states"],
  ["an error (no tag)", "/api/v2/occurrences?take=0"],
];
const CODINGS: [string, Record<string, string>][] = [
  ["no Accept-Encoding", {}],
  ["gzip asked", { "accept-encoding": "gzip" }],
  ["br asked", { "accept-encoding": "gzip, br" }],
  ["an Origin", { origin: "http://app.test" }],
];

describe("conditional GET: the Express app, the serve front and the MSW handlers send conditionalHead's head", () => {
  let app = "";
  let front = "";
  beforeAll(async () => {
    app = await listen(createApp(options));
    front = await listen(createServeListener(options).listener);
  });

  describe.each(PATHS)("%s", (_name, path) => {
    test.each(CODINGS)(
      "%s: ETag, Vary and Cache-Control as conditionalHead gives them; 304 on If-None-Match",
      async (_c, asked) => {
        const node = await expectedHead(path, asked, "node");
        const msw = await expectedHead(path, asked, "msw");
        expect(await viaMsw(path, asked)).toEqual(msw);
        // The front twice: the core's answer first, then the same from its cache.
        for (const base of [app, front, front]) {
          const sent = await viaNode(base, path, asked);
          expect(sent.decided).toEqual(node);
        }
        if (node.status !== 200) {
          expect(node.etag).toBeUndefined();
          expect(msw.etag).toBeUndefined();
          return;
        }
        // The identity body has one tag everywhere; a compressed one is its coding's variant.
        const sent = await viaNode(app, path, asked);
        const coding = sent.encoding ?? "identity";
        if (coding === "identity") expect(node.etag).toBe(msw.etag);
        else expect(node.etag).toBe(msw.etag!.replace(/"$/, `-${coding}"`));
        if (asked["accept-encoding"] !== undefined && sent.bytes >= minCompressBytes) {
          expect(coding).not.toBe("identity");
        }

        const again = { ...asked, "if-none-match": node.etag! };
        const notModified = await expectedHead(path, again, "node");
        expect(notModified).toMatchObject({ status: 304, etag: node.etag, contentType: undefined });
        for (const base of [app, front]) {
          const revalidated = await viaNode(base, path, again);
          expect(revalidated.decided).toEqual(notModified);
          expect(revalidated.bytes).toBe(0);
        }
        const mswAgain = { ...asked, "if-none-match": msw.etag! };
        const mswNotModified = await viaMsw(path, mswAgain);
        expect(mswNotModified).toEqual(await expectedHead(path, mswAgain, "msw"));
        expect(mswNotModified.status).toBe(304);
      },
    );
  });
});
