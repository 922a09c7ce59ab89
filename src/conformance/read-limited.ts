import { MAX_NESTING_DEPTH } from "../capture";

/** A body read to its end, or the sign that it passed the limit (and was read no further). */
export type LimitedBody =
  | { readonly kind: "complete"; readonly bytes: Buffer }
  | { readonly kind: "too-large"; readonly limit: number }
  /** The body's bytes do not decode as its Content-Encoding says (a header, no compression). */
  | { readonly kind: "undecodable"; readonly coding: string; readonly reason: string };

/**
 * Lets one large body at a time be read past `threshold` bytes, so that the bodies in flight
 * together hold at most one limit's worth plus `threshold` each (four concurrent 64 MB answers
 * would otherwise take 256 MB). The holder never waits on anything else: no deadlock.
 */
export class LargeBodyGate {
  private tail: Promise<void> = Promise.resolve();

  /** @param threshold bytes a body may hold before it needs the gate. */
  constructor(readonly threshold: number) {}

  /** Waits for the gate; resolves to the function that hands it on. */
  async enter(): Promise<() => void> {
    let release: () => void = () => undefined;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const before = this.tail;
    this.tail = before.then(() => turn);
    await before;
    return release;
  }
}

/**
 * Reads a body chunk by chunk and stops as soon as it passes `limit` bytes: leaving the loop
 * cancels the stream (a fetch body) or destroys it (a node:http response), so a server that
 * streams without end, or a gzip bomb, costs at most `limit` bytes of memory.
 */
export async function readLimited(
  chunks: AsyncIterable<Uint8Array> | null | undefined,
  limit: number,
  gate?: LargeBodyGate,
): Promise<LimitedBody> {
  const parts: Uint8Array[] = [];
  let size = 0;
  let release: (() => void) | undefined;
  try {
    if (chunks !== null && chunks !== undefined) {
      for await (const chunk of chunks) {
        size += chunk.byteLength;
        if (size > limit) return { kind: "too-large", limit };
        parts.push(chunk);
        if (gate !== undefined && release === undefined && size > gate.threshold)
          release = await gate.enter();
      }
    }
    return { kind: "complete", bytes: Buffer.concat(parts) };
  } finally {
    release?.();
  }
}

/** The finding text of a body past the limit. */
export function tooLargeMessage(limit: number): string {
  return `body larger than ${limit} bytes (--max-body); read no further`;
}

/** The finding text of a body nested deeper than the checks can follow. */
export function tooDeepMessage(): string {
  return `body nests arrays and objects deeper than ${MAX_NESTING_DEPTH} levels; not checked`;
}
