import { CompressedCache } from "./compressed-cache";

/** How the Node transport sends answers: compression, validators and caching headers. */
export interface Transport {
  /**
   * What makes this app's bodies what they are (world seed, size, last update and the options
   * that shape bodies), hashed with the URL into each ETag.
   */
  readonly identity: string;
  /** Compress with gzip or brotli when the client asks (Accept-Encoding). */
  readonly compression: boolean;
  /** Bodies shorter than this many bytes are sent uncompressed (framing would eat the gain). */
  readonly minCompressBytes: number;
  /**
   * Bodies of this many bytes or more (or of unknown length) are compressed as a stream and the
   * result kept in `cache`; smaller ones are compressed at once (both at the fastest levels).
   */
  readonly cacheFromBytes: number;
  /** Compressed large bodies by ETag. */
  readonly cache: CompressedCache;
  /** The Cache-Control header of stable answers. */
  readonly cacheControl: string;
}

/**
 * Cache-Control of stable answers: `no-cache` lets clients and proxies keep a copy but makes
 * them ask again every time (a cheap 304 when nothing changed), so a mock restarted with
 * another seed or options is seen at once, never a stale world.
 */
export const DEFAULT_CACHE_CONTROL = "no-cache";

/** A transport with the defaults: compression on, 1 KiB threshold, 64 KiB cache start, 64 MiB cache. */
export function createTransport(identity: string, overrides: Partial<Transport> = {}): Transport {
  return {
    identity,
    compression: true,
    minCompressBytes: 1024,
    cacheFromBytes: 64 * 1024,
    cache: new CompressedCache(64 * 1024 * 1024),
    cacheControl: DEFAULT_CACHE_CONTROL,
    ...overrides,
  };
}
