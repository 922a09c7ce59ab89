import { MAX_NESTING_DEPTH } from "./nesting-depth";

/** Where a scan of JSON stands: its nesting depth, and whether it is inside a string. */
class NestingScan {
  private depth = 0;
  private inString = false;

  constructor(private readonly limit: number) {}

  /**
   * Reads one character code: 1 when the next one is to be skipped (escaped inside a string),
   * -1 when the nesting went deeper than the limit, 0 otherwise.
   */
  read(code: number): number {
    if (this.inString) {
      if (code === 0x5c) return 1;
      if (code === 0x22) this.inString = false;
    } else if (code === 0x22) this.inString = true;
    else if (code === 0x5b || code === 0x7b) {
      this.depth += 1;
      if (this.depth > this.limit) return -1;
    } else if (code === 0x5d || code === 0x7d) this.depth -= 1;
    return 0;
  }
}

/**
 * Whether a JSON text (or its UTF-8 bytes) nests arrays and objects deeper than `limit`: one
 * pass, strings skipped, no parse and no recursion (any size, any depth). A loop per kind of
 * input, so that each reads its characters with one kind of access.
 */
export function nestsDeeperThan(
  json: string | Uint8Array,
  limit: number = MAX_NESTING_DEPTH,
): boolean {
  const scan = new NestingScan(limit);
  if (typeof json === "string") {
    for (let i = 0; i < json.length; i += 1) {
      const step = scan.read(json.charCodeAt(i));
      if (step < 0) return true;
      i += step;
    }
    return false;
  }
  for (let i = 0; i < json.length; i += 1) {
    const step = scan.read(json[i]!);
    if (step < 0) return true;
    i += step;
  }
  return false;
}
