/**
 * Bytes all answers together write in one turn of the event loop before they let other work
 * run. The budget is the process's, not each answer's: on loopback a write of 1 MiB costs the
 * writer 1 to 25 ms of kernel time (the copy, and the receiver's side of TCP; a CPU profile under
 * 10 clients of the full v1 list), so ten large answers writing 1 MiB each per turn made turns of
 * 40 to 250 ms, and a small request waited for all of them (p99 216 ms). With 2 MiB a turn in
 * writes of 256 KiB: p99 6 ms, and 29 full lists a second instead of 43 (docs/speed.md).
 */
export const TURN_BYTES = 2 * 1024 * 1024;

/** The largest single write: a larger chunk is written as views of it (no copy). */
export const PIECE_BYTES = 256 * 1024;

/** What writeChunks needs of a response: a node:http ServerResponse has it all. */
export interface ChunkSink {
  readonly destroyed: boolean;
  write(chunk: Uint8Array): boolean;
  end(): unknown;
  on(event: "drain" | "close", listener: () => void): unknown;
  off(event: "drain" | "close", listener: () => void): unknown;
}

/** Bytes written by every answer in this turn; set back to 0 at the start of the next. */
let spent = 0;
/** Writers waiting for a turn, in the order they asked. */
const waiting: (() => void)[] = [];
/** Writers woken this turn that found the budget spent, put back at the head in their order. */
let putBack = 0;
let tickQueued = false;

/** A new turn: the budget is whole again, and the writers waiting longest go first. */
function tick(): void {
  tickQueued = false;
  spent = 0;
  putBack = 0;
  const woken = waiting.splice(0, Math.max(1, Math.floor(TURN_BYTES / PIECE_BYTES)));
  for (const wake of woken) wake();
  if (waiting.length > 0) queueTick();
}

function queueTick(): void {
  if (tickQueued) return;
  tickQueued = true;
  setImmediate(tick);
}

/**
 * Waits for a later turn: at the back of the line when asking, or, for a writer woken whose turn
 * was already spent by the time it ran, at the head (after the others put back this turn).
 */
function nextTurn(head: boolean): Promise<void> {
  queueTick();
  return new Promise((resolve) => {
    if (head) waiting.splice(putBack++, 0, resolve);
    else waiting.push(resolve);
  });
}

function spend(bytes: number): void {
  spent += bytes;
  queueTick();
}

function drained(sink: ChunkSink): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      sink.off("drain", done);
      sink.off("close", done);
      resolve();
    };
    sink.on("drain", done);
    sink.on("close", done);
  });
}

/** A chunk as views of at most PIECE_BYTES. */
function* pieces(chunks: Iterable<Uint8Array>): Generator<Uint8Array> {
  for (const chunk of chunks) {
    if (chunk.length <= PIECE_BYTES) yield chunk;
    else
      for (let at = 0; at < chunk.length; at += PIECE_BYTES)
        yield chunk.subarray(at, at + PIECE_BYTES);
  }
}

/**
 * Writes chunks in order and ends the response, waiting for the socket whenever its buffer is
 * full, in writes of at most PIECE_BYTES, and within a budget of TURN_BYTES per turn of the
 * event loop shared by every answer being written: a client that reads as fast as the mock
 * writes (on loopback, on another core) empties the socket at once, so every write completes
 * at once and returns true, and without the budget ten answers of 67 MB would fill each turn
 * with tens of megabytes of writes while every other request waited. A response destroyed
 * meanwhile (the client went away) ends the writing.
 */
export async function writeChunks(chunks: Iterable<Uint8Array>, sink: ChunkSink): Promise<void> {
  for (const piece of pieces(chunks)) {
    // The budget is checked right before the write, in the same synchronous run as the write.
    if (waiting.length > 0 || spent >= TURN_BYTES) {
      await nextTurn(false);
      while (spent >= TURN_BYTES) await nextTurn(true);
    }
    if (sink.destroyed) return;
    spend(piece.length);
    if (!sink.write(piece)) await drained(sink);
  }
  if (!sink.destroyed) sink.end();
}
