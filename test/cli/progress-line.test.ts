import { createProgressLine } from "../../src/cli/progress-line";

function capture() {
  const writes: string[] = [];
  return { writes, stream: { write: (text: string) => writes.push(text) } };
}

describe("the progress line", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test("not a terminal: a whole line per phase after the first, and one at least every 5 s", () => {
    const { writes, stream } = capture();
    let now = 0;
    const line = createProgressLine(stream, { label: "conform", isTTY: false, now: () => now });
    line.update({ phase: "connect", sent: 1, maxRequests: 400 });
    line.update({ phase: "connect", sent: 2, maxRequests: 400 });
    // The first phase is no line: an unreachable server is the one line of its error.
    expect(writes).toEqual([]);
    line.update({ phase: "v2 discovery", sent: 3, maxRequests: 400 });
    expect(writes).toEqual(["conform: v2 discovery · 3 of at most 400 requests sent · 0 s\n"]);
    now = 5000;
    jest.advanceTimersByTime(5000);
    expect(writes[1]).toBe("conform: v2 discovery · 3 of at most 400 requests sent · 5 s\n");
    line.update({ phase: "v2 filters", sent: 9, maxRequests: 400 });
    expect(writes[2]).toBe("conform: v2 filters · 9 of at most 400 requests sent · 5 s\n");
    line.finish();
    jest.advanceTimersByTime(20_000);
    line.update({ phase: "v1", sent: 10, maxRequests: 400 });
    expect(writes).toHaveLength(3);
  });

  test("a terminal: one line redrawn in place on every update, cleared at the end", () => {
    const { writes, stream } = capture();
    const line = createProgressLine(stream, { label: "conform", isTTY: true, now: () => 0 });
    line.update({ phase: "connect", sent: 1, maxRequests: 10 });
    line.update({ phase: "connect", sent: 2, maxRequests: 10 });
    jest.advanceTimersByTime(10_000);
    line.finish();
    expect(writes).toEqual([
      "\r\x1b[Kconform: connect · 1 of at most 10 requests sent · 0 s",
      "\r\x1b[Kconform: connect · 2 of at most 10 requests sent · 0 s",
      "\r\x1b[K",
    ]);
  });
});
