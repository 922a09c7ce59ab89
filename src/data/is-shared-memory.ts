/**
 * Whether bytes live in a SharedArrayBuffer: told by the object's tag rather than instanceof,
 * which fails for a buffer made in another realm (a worker's message, a vm context).
 */
export function isSharedMemory(bytes: Uint8Array): boolean {
  return Object.prototype.toString.call(bytes.buffer) === "[object SharedArrayBuffer]";
}
