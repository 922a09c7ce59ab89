import { concatBytes } from "./concat-bytes";
import { nextTurn } from "./next-turn";

/** Bytes of one slice of a whole body kept in memory: few writes per answer, each one short. */
export const SLICE_BYTES = 1024 * 1024;

/** How long the producer may run before it yields to the event loop, in milliseconds. */
const TURN_MS = 2;

/**
 * Reads a body's chunks (a lazy producer that may serialise as it goes) into slices of about
 * `sliceBytes`, yielding to the event loop every couple of milliseconds: a body of 67 MB (the
 * full v1 list of a 100,000-occurrence world, its rows serialised on the way) is built once
 * while other requests keep being served, then written from the slices with no copy per
 * request. A chunk already as large as a slice is kept as it is. No Buffer and no Node module,
 * so the request core that uses it also runs in a browser.
 */
export async function joinInSlices(
  chunks: Iterable<Uint8Array>,
  sliceBytes = SLICE_BYTES,
): Promise<Uint8Array[]> {
  const slices: Uint8Array[] = [];
  let pending: Uint8Array[] = [];
  let bytes = 0;
  const flush = (): void => {
    if (bytes > 0) slices.push(concatBytes(pending, bytes));
    pending = [];
    bytes = 0;
  };
  let turnStarted = performance.now();
  let count = 0;
  for (const chunk of chunks) {
    if (chunk.length >= sliceBytes) {
      flush();
      slices.push(chunk);
    } else {
      pending.push(chunk);
      bytes += chunk.length;
      if (bytes >= sliceBytes) flush();
    }
    count += 1;
    // Reading the clock is cheap but not free: look every 64 chunks.
    if (count % 64 === 0 && performance.now() - turnStarted >= TURN_MS) {
      await nextTurn();
      turnStarted = performance.now();
    }
  }
  flush();
  return slices;
}
