const ENCODER = new TextEncoder();
const OPEN = ENCODER.encode("[");
const COMMA = ENCODER.encode(",");
const CLOSE = ENCODER.encode("]");

/**
 * The chunks of a JSON array of rows, produced as they are read (a row's JSON on demand): the
 * same bytes as JSON.stringify(rows) when `json` gives each row's JSON.stringify.
 */
export function* jsonArrayChunks<R>(
  rows: readonly R[],
  json: (row: R) => Uint8Array,
): Generator<Uint8Array> {
  yield OPEN;
  for (let i = 0; i < rows.length; i += 1) {
    if (i > 0) yield COMMA;
    yield json(rows[i]!);
  }
  yield CLOSE;
}
