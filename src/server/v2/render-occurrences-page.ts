import type { PageMeta } from "../../generated/types";
import { utf8Bytes } from "../utf8-bytes";
import { envelopeHead } from "./envelope-head";

const HEAD = `${envelopeHead("v2-occurrences")},"pageMeta":`;
const COMMA = utf8Bytes(",");
const TAIL = utf8Bytes("]}");

/**
 * The v2 occurrences body as chunks, from the records' cached JSON (no copy of them):
 * what renderOccurrencesPage joins, and what the transport writes as it is.
 */
export function occurrencesPageChunks(
  pageMeta: PageMeta,
  positions: readonly number[],
  occurrenceJson: (position: number) => Uint8Array,
): Uint8Array[] {
  const parts: Uint8Array[] = [utf8Bytes(`${HEAD}${JSON.stringify(pageMeta)},"data":[`)];
  for (let i = 0; i < positions.length; i += 1) {
    if (i > 0) parts.push(COMMA);
    parts.push(occurrenceJson(positions[i]!));
  }
  parts.push(TAIL);
  return parts;
}

/**
 * The v2 occurrences body (schemas/v2/occurrences-response.json) assembled from the
 * records' cached JSON: the same bytes JSON.stringify of the envelope would give.
 */
export function renderOccurrencesPage(
  pageMeta: PageMeta,
  positions: readonly number[],
  occurrenceJson: (position: number) => Uint8Array,
): Buffer {
  return Buffer.concat(occurrencesPageChunks(pageMeta, positions, occurrenceJson));
}
