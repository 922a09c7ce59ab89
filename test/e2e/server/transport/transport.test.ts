import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { ServerHandle } from "../../../../src/node/start-server";
import { createApp } from "../../../../src/node/create-app";
import type { AppOptions } from "../../../../src/server/app-options";
import { toV1OccurrenceRow } from "../../../../src/world";
import { toObservedWorld } from "../../../../src/world/to-observed-world";
import { testWorld } from "../../../server/helpers/test-world";
import { listen, rawGet } from "../../../server/transport/raw-get";

jest.setTimeout(60_000);

const world = testWorld(300);
const handles: ServerHandle[] = [];

async function serve(options: Partial<AppOptions> = {}): Promise<string> {
  const handle = await listen(createApp({ world, ...options }));
  handles.push(handle);
  return handle.url;
}

afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close()));
});

function decode(coding: string | undefined, body: Buffer): string {
  if (coding === "gzip") return gunzipSync(body).toString();
  if (coding === "br") return brotliDecompressSync(body).toString();
  return body.toString();
}

// take=3 is a few KB (compressed at once); take=300 and the v1 list are above 64 KiB (streamed,
// then served from the cache of compressed bodies).
const PATHS = [
  "/api/v2/occurrences?take=3",
  "/api/v2/occurrences?take=300",
  "/api/v1/occurrences",
  "/api/v1/occurrences?field[]=id_ocorrencia",
];

describe("transport: compression", () => {
  let url: string;
  beforeAll(async () => {
    url = await serve();
  });

  test.each(PATHS.flatMap((path) => ["gzip", "br"].map((coding) => [path, coding])))(
    "%s with Accept-Encoding %s -> that coding, decoding to the identity body (twice: cached)",
    async (path, coding) => {
      const plain = await rawGet(`${url}${path}`);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      for (let i = 0; i < 2; i += 1) {
        const packed = await rawGet(`${url}${path}`, { "Accept-Encoding": coding });
        expect(packed.status).toBe(200);
        expect(packed.headers["content-encoding"]).toBe(coding);
        expect(packed.headers.vary).toMatch(/Accept-Encoding/);
        expect(packed.body.length).toBeLessThan(plain.body.length);
        expect(decode(coding, packed.body)).toBe(plain.body.toString());
      }
    },
  );

  test("a body under 1 KiB is sent uncompressed even when gzip is asked", async () => {
    const answer = await rawGet(`${url}/api/v1/occurrences/definitions`, {
      "Accept-Encoding": "gzip",
    });
    expect(answer.body.length).toBeLessThan(1024);
    expect(answer.headers["content-encoding"]).toBeUndefined();
  });

  test("compression off (transport option) -> identity whatever the client asks", async () => {
    const off = await serve({ transport: { compression: false } });
    const answer = await rawGet(`${off}/api/v2/occurrences?take=3`, { "Accept-Encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBeUndefined();
  });
});

describe("transport: v1 lists are sent from cached row texts", () => {
  test("GET /api/v1/occurrences -> the JSON of every row in id order, from the whole body kept with its length", async () => {
    const url = await serve();
    const answer = await rawGet(`${url}/api/v1/occurrences`);
    const expected = JSON.stringify(
      [...world.occurrences]
        .map((occurrence) => toV1OccurrenceRow(world, occurrence))
        .sort((a, b) => a.id_ocorrencia - b.id_ocorrencia),
    );
    expect(answer.body.toString()).toBe(expected);
    expect(answer.headers["content-length"]).toBe(String(Buffer.byteLength(expected)));
    expect(answer.headers["x-total-count"]).toBe(String(world.occurrences.length));
  });

  test("a filtered v1 list of more than two batches (128 KiB) is streamed, chunked", async () => {
    const url = await serve();
    const answer = await rawGet(`${url}/api/v1/occurrences?qtd_morto_agen_segur_ocorrencia=0`);
    const rows = (JSON.parse(answer.body.toString()) as unknown[]).length;
    expect(answer.body.length).toBeGreaterThan(128 * 1024);
    expect(rows).toBeLessThan(world.occurrences.length);
    expect(answer.headers["transfer-encoding"]).toBe("chunked");
  });
});

describe("transport: ETag, 304 and Cache-Control", () => {
  const path = "/api/v2/occurrences?take=3";

  test("a stable answer has a strong ETag and Cache-Control: no-cache", async () => {
    const url = await serve();
    const answer = await rawGet(`${url}${path}`);
    expect(answer.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(answer.headers["cache-control"]).toBe("no-cache");
  });

  test.each<[string, Partial<AppOptions>, string, boolean]>([
    // name, options of the second app, its path, same ETag expected
    ["same world, options and URL (another process) -> same ETag", {}, path, true],
    ["another URL -> another ETag", {}, "/api/v2/occurrences?take=4", false],
    ["another option (defaultTake) -> another ETag", { defaultTake: 10 }, path, false],
    ["another world (seed) -> another ETag", { world: testWorld(300, 8) }, path, false],
    ["another world (size) -> another ETag", { world: testWorld(301) }, path, false],
    [
      "the observed profile's world -> another ETag",
      { world: toObservedWorld(world) },
      path,
      false,
    ],
    [
      "the observed world with dirty data -> another ETag",
      { world: toObservedWorld(world, { dirty: true }) },
      path,
      false,
    ],
  ])("%s", async (_name, options, otherPath, same) => {
    const first = await rawGet(`${await serve()}${path}`);
    const second = await rawGet(`${await serve(options)}${otherPath}`);
    expect(second.headers.etag === first.headers.etag).toBe(same);
  });

  test("gzip and identity bodies have different ETags (different representations)", async () => {
    const url = await serve();
    const plain = await rawGet(`${url}${path}`);
    const packed = await rawGet(`${url}${path}`, { "Accept-Encoding": "gzip" });
    expect(packed.headers.etag).not.toBe(plain.headers.etag);
  });

  test.each<[string, (etag: string) => string, number]>([
    ["If-None-Match with the ETag -> 304, no body", (etag) => etag, 304],
    ["If-None-Match with W/ and the ETag -> 304 (weak comparison)", (etag) => `W/${etag}`, 304],
    ["If-None-Match listing it among others -> 304", (etag) => `"x", ${etag}`, 304],
    ["If-None-Match: * -> 304", () => "*", 304],
    ["If-None-Match with another tag -> 200", () => '"other"', 200],
  ])("%s", async (_name, header, status) => {
    const url = await serve();
    const first = await rawGet(`${url}${path}`);
    const again = await rawGet(`${url}${path}`, {
      "If-None-Match": header(String(first.headers.etag)),
    });
    expect(again.status).toBe(status);
    if (status === 304) {
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(first.headers.etag);
    }
  });

  test("the ETag of the v1 list (streamed, length unknown) is answered with 304 too", async () => {
    const url = await serve();
    const first = await rawGet(`${url}/api/v1/occurrences`, { "Accept-Encoding": "br" });
    const again = await rawGet(`${url}/api/v1/occurrences`, {
      "Accept-Encoding": "br",
      "If-None-Match": String(first.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  test("an error answer has no ETag", async () => {
    const url = await serve();
    const answer = await rawGet(`${url}/api/v2/occurrences?take=0`);
    expect(answer.status).toBe(400);
    expect(answer.headers.etag).toBeUndefined();
  });
});
