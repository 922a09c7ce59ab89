import { KeptBodies } from "../../src/conformance/kept-bodies";
import type { Exchange } from "../../src/capture/exchange";
import { pageLengthOf, pageOf, viewOf } from "../../src/conformance/exchange";

// The answers a run keeps for its last checks: the newest in memory up to a budget, older ones
// compressed out of memory and read back whole; the newest parses kept, older ones parsed again.

const body = (n: number, size: number): Buffer =>
  Buffer.from(JSON.stringify({ n, pad: "x".repeat(size) }));

describe("KeptBodies", () => {
  test.each<[string, number, number]>([
    ["bodies within the budget all stay in memory", 1000, 3],
    ["past the budget older bodies leave memory; every body reads back whole", 250, 8],
    ["a body larger than the budget stays while it is the newest", 10, 2],
  ])("%s", (_name, budget, count) => {
    const kept = new KeptBodies(budget);
    const bodies = Array.from({ length: count }, (_, n) => body(n, 90));
    const handles = bodies.map((bytes) => kept.keep(bytes));
    const newest = bodies[count - 1]?.byteLength ?? 0;
    expect(kept.inMemoryBytes).toBeLessThanOrEqual(Math.max(budget, newest));
    handles.forEach((handle, n) =>
      expect(kept.bytesOf(handle).equals(bodies[n] as Buffer)).toBe(true),
    );
  });

  test("the newest parses are kept (the same value twice); an older one is parsed again", () => {
    const kept = new KeptBodies(250);
    const handles = [0, 1, 2, 3].map((n) => kept.keep(body(n, 90)));
    const parse = (bytes: Buffer): unknown => JSON.parse(bytes.toString("utf8"));
    const first = kept.parsed(handles[0]!, parse);
    expect(kept.parsed(handles[0]!, parse)).toBe(first);
    for (const handle of handles.slice(1)) kept.parsed(handle, parse);
    const again = kept.parsed(handles[0]!, parse);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  test("readings are kept under their own budget; past it the oldest is read again", () => {
    const kept = new KeptBodies(100, 250);
    const handles = [0, 1, 2, 3].map((n) => kept.keep(body(n, 90)));
    let reads = 0;
    const read = (): object => ((reads += 1), {});
    const first = kept.reading(handles[0]!, read);
    for (const handle of handles.slice(1, 2)) kept.reading(handle, read);
    expect(kept.reading(handles[0]!, read)).toBe(first);
    expect(reads).toBe(2);
    for (const handle of handles.slice(2)) kept.reading(handle, read);
    expect(kept.reading(handles[0]!, read)).not.toBe(first);
    expect(reads).toBe(5);
  });
});

describe("viewOf with a store", () => {
  test("a view whose answer left memory reads the same body, text and bytes", () => {
    const kept = new KeptBodies(10);
    const text = JSON.stringify({ data: [{ id: "a" }], pageMeta: { itemCount: 1 } });
    const exchange: Exchange = {
      request: { method: "GET", url: "http://h/p", headers: [] },
      response: { status: 200, headers: [], body: Buffer.from(text) },
      timing: { started: new Date(0), durationMs: 1 },
    };
    const sent = { seq: 1, path: "/p", query: [], authorized: false };
    const view = viewOf(exchange, sent, kept);
    viewOf(exchange, { ...sent, seq: 2 }, kept);
    expect(view).toMatchObject({ json: true, text, body: JSON.parse(text) });
    expect(Buffer.from(view.response?.body ?? []).toString()).toBe(text);
  });

  test("a view's page is read once and kept: an answer whose parse left the store is not parsed again for it", () => {
    const kept = new KeptBodies(10);
    const page = (n: number): string =>
      JSON.stringify({ data: [{ id: `r${n}` }], pageMeta: { itemCount: n } });
    const exchange = (n: number): Exchange => ({
      request: { method: "GET", url: "http://h/p", headers: [] },
      response: { status: 200, headers: [], body: Buffer.from(page(n)) },
      timing: { started: new Date(0), durationMs: 1 },
    });
    const sent = { seq: 1, path: "/p", query: [], authorized: false };
    const view = viewOf(exchange(1), sent, kept);
    const first = pageOf(view);
    viewOf(exchange(2), { ...sent, seq: 2 }, kept);
    const parse = view.body;
    viewOf(exchange(3), { ...sent, seq: 3 }, kept);
    expect(view.body).not.toBe(parse); // its parse left the store: parsed again when read
    expect(pageOf(view)).toBe(first);
    expect(first).toMatchObject({ meta: { itemCount: 1 }, items: [{ id: "r1" }] });
    expect(pageLengthOf(view)).toBe(1);
  });

  test("a view's page items left out of the store read back the same", () => {
    const kept = new KeptBodies(10);
    const text = (n: number): string =>
      JSON.stringify({ data: [{ id: `r${n}`, state: { id: "s", name: "S" } }] });
    const views = [1, 2].map((n) =>
      viewOf(
        {
          request: { method: "GET", url: "http://h/p", headers: [] },
          response: { status: 200, headers: [], body: Buffer.from(text(n)) },
          timing: { started: new Date(0), durationMs: 1 },
        },
        { seq: n, path: "/p", query: [], authorized: false },
        kept,
      ),
    );
    const [first, second] = views.map((view) => pageOf(view)?.items);
    expect(pageOf(views[1])?.items).toBe(second);
    expect(pageOf(views[0])?.items).not.toBe(first); // read again: only the newest is kept
    expect(pageOf(views[0])?.items).toEqual(first);
    expect(first).toMatchObject([
      { id: "r1", stateId: "s", stateName: "S", victimOccurrenceIds: [] },
    ]);
  });
});
