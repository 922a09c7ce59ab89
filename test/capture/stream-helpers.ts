import { Readable } from "node:stream";
import type { InputItem } from "../../src/capture/input-item";

/** Every item an input reader yields, in order. */
export async function collect(items: AsyncIterable<InputItem>): Promise<InputItem[]> {
  const all: InputItem[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/** The bytes as a stream of `size`-byte chunks. */
export function streamOf(bytes: Buffer, size: number): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return Readable.from(chunks);
}

/** An item without its file name (stdin and the file are named differently). */
export function unnamed(item: InputItem): unknown {
  return { ...item, source: { ...item.source, file: "" } };
}
