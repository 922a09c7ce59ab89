import { EventEmitter } from "node:events";
import {
  PIECE_BYTES,
  TURN_BYTES,
  writeChunks,
  type ChunkSink,
} from "../../../src/node/transport/write-chunks";

/** A response whose socket takes every write at once (a client as fast as the mock). */
class FastSink extends EventEmitter implements ChunkSink {
  destroyed = false;
  readonly log: string[] = [];
  readonly chunks: Uint8Array[] = [];
  constructor(
    private readonly full: (written: number) => boolean = () => false,
    private readonly shared: string[] = [],
    private readonly name = "",
  ) {
    super();
  }
  write(chunk: Uint8Array): boolean {
    this.log.push(`write ${chunk.length}`);
    this.shared.push(this.name);
    this.chunks.push(chunk);
    return !this.full(this.log.length);
  }
  end(): void {
    this.log.push("end");
  }
}

/** Counts the turns of the event loop while `work` runs (an immediate that queues itself). */
async function turnsDuring(work: Promise<unknown>): Promise<number> {
  let turns = 0;
  let done = false;
  const count = (): void => {
    if (done) return;
    turns += 1;
    setImmediate(count);
  };
  setImmediate(count);
  await work;
  done = true;
  return turns;
}

describe("writeChunks: bodies written in pieces, within a budget per turn shared by all answers", () => {
  test("writes every chunk in order, then ends", async () => {
    const sink = new FastSink();
    await writeChunks([Buffer.from("ab"), Buffer.from("c")], sink);
    expect(sink.log).toEqual(["write 2", "write 1", "end"]);
  });

  test("a chunk larger than a piece is written as views of it, of at most PIECE_BYTES, same bytes", async () => {
    const big = Buffer.alloc(PIECE_BYTES * 2 + 10, 7);
    const sink = new FastSink();
    await writeChunks([big], sink);
    expect(sink.chunks.map((chunk) => chunk.length)).toEqual([PIECE_BYTES, PIECE_BYTES, 10]);
    expect(sink.chunks.every((chunk) => chunk.buffer === big.buffer)).toBe(true);
    expect(Buffer.concat(sink.chunks).equals(big)).toBe(true);
  });

  test("a socket that takes every write at once still lets other work run between turns", async () => {
    const sink = new FastSink();
    const writing = writeChunks([Buffer.alloc(4 * TURN_BYTES)], sink);
    setImmediate(() => sink.log.push("other work"));
    await writing;
    const other = sink.log.indexOf("other work");
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(sink.log.lastIndexOf(`write ${PIECE_BYTES}`));
  });

  test("answers written at the same time share one budget: the loop turns at least once per TURN_BYTES of all of them", async () => {
    const sinks = [new FastSink(), new FastSink(), new FastSink()];
    const total = sinks.length * 4 * TURN_BYTES;
    const turns = await turnsDuring(
      Promise.all(sinks.map((sink) => writeChunks([Buffer.alloc(4 * TURN_BYTES)], sink))),
    );
    // With a budget per answer instead, three answers would write three budgets a turn.
    expect(turns).toBeGreaterThanOrEqual(Math.floor(total / TURN_BYTES) - 1);
  });

  test("answers written at the same time take turns: none waits for another to finish", async () => {
    const order: string[] = [];
    const a = new FastSink(undefined, order, "a");
    const b = new FastSink(undefined, order, "b");
    await Promise.all([
      writeChunks([Buffer.alloc(4 * TURN_BYTES)], a),
      writeChunks([Buffer.alloc(4 * TURN_BYTES)], b),
    ]);
    expect(order.indexOf("b")).toBeLessThan(order.lastIndexOf("a"));
    expect(order.filter((name) => name === "a")).toHaveLength((4 * TURN_BYTES) / PIECE_BYTES);
    expect(order.filter((name) => name === "b")).toHaveLength((4 * TURN_BYTES) / PIECE_BYTES);
  });

  test("a full socket -> waits for drain before the next write", async () => {
    const sink = new FastSink((written) => written === 1);
    const writing = writeChunks([Buffer.from("a"), Buffer.from("b")], sink);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sink.log).toEqual(["write 1"]);
    sink.emit("drain");
    await writing;
    expect(sink.log).toEqual(["write 1", "write 1", "end"]);
  });

  test("a response destroyed while waiting -> no more writes, no end", async () => {
    const sink = new FastSink(() => true);
    const writing = writeChunks([Buffer.from("a"), Buffer.from("b")], sink);
    sink.destroyed = true;
    sink.emit("close");
    await writing;
    expect(sink.log).toEqual(["write 1"]);
  });
});
