/**
 * Where batchChunks(chunks, size) would end its batches, as offsets into the joined chunks: a
 * chunk of `size` or more met with an empty batch is a batch alone, other chunks join until
 * the batch holds `size` bytes or more, and what is left at the end is the last batch.
 */
export function batchEnds(lengths: readonly number[], size: number): number[] {
  const ends: number[] = [];
  let offset = 0;
  let pending = 0;
  for (const length of lengths) {
    offset += length;
    if (length >= size && pending === 0) {
      ends.push(offset);
      continue;
    }
    pending += length;
    if (pending >= size) {
      ends.push(offset);
      pending = 0;
    }
  }
  if (pending > 0) ends.push(offset);
  return ends;
}
