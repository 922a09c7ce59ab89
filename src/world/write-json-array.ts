import { openForWriting } from "../open-for-writing";

/** Records serialised per write: bounded memory however long the array. */
const CHUNK = 1000;

/**
 * Writes a JSON array to a file one record per line, in chunks, so a large array never becomes
 * one giant string. `onChunk` is told how many records are written so far.
 */
export async function writeJsonArray<T>(
  path: string,
  items: readonly T[],
  toRecord: (item: T) => unknown,
  onChunk?: (written: number) => void,
): Promise<void> {
  const file = await openForWriting(path);
  try {
    if (items.length === 0) {
      await file.write("[]\n");
      return;
    }
    for (let start = 0; start < items.length; start += CHUNK) {
      const lines: string[] = [];
      for (const item of items.slice(start, start + CHUNK))
        lines.push(JSON.stringify(toRecord(item)));
      const head = start === 0 ? "[\n" : ",\n";
      const tail = start + CHUNK >= items.length ? "\n]\n" : "";
      await file.write(head + lines.join(",\n") + tail);
      onChunk?.(Math.min(start + CHUNK, items.length));
    }
  } finally {
    await file.close();
  }
}
