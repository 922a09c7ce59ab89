import { setImmediate as nextTurn } from "node:timers/promises";

/** Bytes one answer writes in a turn of the event loop before it lets others run. */
export const TURN_BYTES = 1024 * 1024;

/** What writeChunks needs of a response: a node:http ServerResponse has it all. */
export interface ChunkSink {
  readonly destroyed: boolean;
  write(chunk: Uint8Array): boolean;
  end(): unknown;
  on(event: "drain" | "close", listener: () => void): unknown;
  off(event: "drain" | "close", listener: () => void): unknown;
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

/**
 * Writes chunks in order and ends the response, waiting for the socket whenever its buffer is
 * full, and yielding to the event loop after every TURN_BYTES written. The yield matters: a
 * client that reads as fast as the mock writes (on loopback, on another core) empties the socket
 * at once, so every write completes at once and returns true, and without it one answer of
 * 67 MB would be written in a single turn, tens of milliseconds during which every other request
 * waits. A response destroyed meanwhile (the client went away) ends the writing.
 */
export async function writeChunks(chunks: Iterable<Uint8Array>, sink: ChunkSink): Promise<void> {
  let sinceTurn = 0;
  for (const chunk of chunks) {
    if (sink.destroyed) return;
    sinceTurn += chunk.length;
    if (!sink.write(chunk)) {
      await drained(sink);
      sinceTurn = 0;
    } else if (sinceTurn >= TURN_BYTES) {
      await nextTurn();
      sinceTurn = 0;
    }
  }
  sink.end();
}
