import { EventEmitter } from "node:events";
import {
  TURN_BYTES,
  writeChunks,
  type ChunkSink,
} from "../../../src/server/transport/write-chunks";

/** A response whose socket takes every write at once (a client as fast as the mock). */
class FastSink extends EventEmitter implements ChunkSink {
  destroyed = false;
  readonly log: string[] = [];
  constructor(private readonly full: (written: number) => boolean = () => false) {
    super();
  }
  write(chunk: Uint8Array): boolean {
    this.log.push(`write ${chunk.length}`);
    return !this.full(this.log.length);
  }
  end(): void {
    this.log.push("end");
  }
}

const MIB = Buffer.alloc(TURN_BYTES);

describe("writeChunks: the body written in turns", () => {
  test("writes every chunk in order, then ends", async () => {
    const sink = new FastSink();
    await writeChunks([Buffer.from("ab"), Buffer.from("c")], sink);
    expect(sink.log).toEqual(["write 2", "write 1", "end"]);
  });

  test("a socket that takes every write at once still lets other work run after each MiB", async () => {
    const sink = new FastSink();
    const writing = writeChunks([MIB, MIB, MIB, MIB], sink);
    setImmediate(() => sink.log.push("other work"));
    await writing;
    // Without the yield all four writes and the end would come first.
    const other = sink.log.indexOf("other work");
    expect(sink.log.filter((entry) => entry.startsWith("write"))).toHaveLength(4);
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(sink.log.lastIndexOf(`write ${TURN_BYTES}`));
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
