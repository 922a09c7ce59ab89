/** The typed arrays the data's builders grow. */
type GrowingArray = Float64Array | Int32Array | Uint8Array;

/**
 * A typed array of the same kind with room for `length` elements, starting with those of
 * `array` (copied once): how a builder whose columns are read as whole typed arrays grows them.
 */
export function grown<T extends GrowingArray>(array: T, length: number): T {
  const out = new (array.constructor as new (length: number) => T)(length);
  out.set(array);
  return out;
}
