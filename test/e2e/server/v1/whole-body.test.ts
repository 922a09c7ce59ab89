import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { V1CityRow, V1OccurrenceRow } from "../../../../src/generated/types";
import { createApp } from "../../../../src/node/create-app";
import type { ServerHandle } from "../../../../src/node/start-server";
import { SLICE_BYTES } from "../../../../src/server/join-in-slices";
import { toV1CityRow, toV1OccurrenceRow } from "../../../../src/world";
import { testWorld } from "../../../server/helpers/test-world";
import { listen, rawGet } from "../../../server/transport/raw-get";

jest.setTimeout(120_000);

// 2,000 occurrences: a full v1 list of about 1.3 MB, so its whole body is more than one slice.
const world = testWorld(2000);
const OCCURRENCES: readonly V1OccurrenceRow[] = world.occurrences
  .map((occurrence) => toV1OccurrenceRow(world, occurrence))
  .sort((a, b) => a.id_ocorrencia - b.id_ocorrencia);
const CITIES: readonly V1CityRow[] = world.cities
  .map(toV1CityRow)
  .sort((a, b) => a.CidadeId - b.CidadeId);

const LISTS: [string, readonly object[]][] = [
  ["/api/v1/occurrences", OCCURRENCES],
  ["/api/v1/cities", CITIES],
];

let handle: ServerHandle;
let url: string;
beforeAll(async () => {
  handle = await listen(createApp({ world }));
  url = handle.url;
});
afterAll(async () => {
  await handle.close();
});

function decode(coding: string | undefined, body: Buffer): Buffer {
  if (coding === "gzip") return gunzipSync(body);
  if (coding === "br") return brotliDecompressSync(body);
  return body;
}

describe("a v1 list with no parameter is sent from its whole body, kept in slices", () => {
  test("the full occurrences list is more than one slice here", () => {
    expect(Buffer.byteLength(JSON.stringify(OCCURRENCES))).toBeGreaterThan(SLICE_BYTES);
  });

  test.each(LISTS)(
    "GET %s -> the bytes of JSON.stringify of every row in id order, with Content-Length, the same twice",
    async (path, rows) => {
      const expected = JSON.stringify(rows);
      for (let i = 0; i < 2; i += 1) {
        const answer = await rawGet(`${url}${path}`);
        expect(answer.status).toBe(200);
        expect(answer.body.toString()).toBe(expected);
        expect(answer.headers["content-length"]).toBe(String(Buffer.byteLength(expected)));
        expect(answer.headers["x-total-count"]).toBe(String(rows.length));
      }
    },
  );

  test.each(LISTS)(
    "GET %s -> the same bytes as the list streamed row by row (field[] naming every column)",
    async (path, rows) => {
      // The row's keys are the definitions' columns in order (a test of the world's views says
      // so), so the projection on every column streams the same JSON through another path.
      const columns = Object.keys(rows[0]!);
      const all = columns.map((column) => `field[]=${column}`).join("&");
      const whole = await rawGet(`${url}${path}`);
      const streamed = await rawGet(`${url}${path}?${all}`);
      expect(whole.headers["transfer-encoding"]).toBeUndefined();
      expect(streamed.body.equals(whole.body)).toBe(true);
    },
  );

  test.each(LISTS.flatMap(([path]) => ["gzip", "br"].map((coding) => [path, coding])))(
    "GET %s with Accept-Encoding %s -> decodes to the whole body (twice: the second from the cache)",
    async (path, coding) => {
      const plain = await rawGet(`${url}${path}`);
      for (let i = 0; i < 2; i += 1) {
        const packed = await rawGet(`${url}${path}`, { "Accept-Encoding": coding });
        expect(packed.headers["content-encoding"]).toBe(coding);
        expect(decode(coding, packed.body).equals(plain.body)).toBe(true);
      }
    },
  );

  test.each(LISTS)("HEAD %s -> the GET's headers and length, no body", async (path) => {
    const get = await rawGet(`${url}${path}`);
    const head = await rawGet(`${url}${path}`, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  test.each(LISTS.flatMap(([path]) => ["identity", "gzip"].map((coding) => [path, coding])))(
    "GET %s (%s) with If-None-Match of its ETag -> 304, no body",
    async (path, coding) => {
      const headers: Record<string, string> =
        coding === "identity" ? {} : { "Accept-Encoding": coding };
      const first = await rawGet(`${url}${path}`, headers);
      const again = await rawGet(`${url}${path}`, {
        ...headers,
        "If-None-Match": String(first.headers.etag),
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    },
  );
});
