import {
  createTagging,
  DEFAULT_CACHE_CONTROL,
  type Tagging,
  type TransportOptions,
} from "../../server";
import { CompressedCache } from "./compressed-cache";

/** How the Node transport sends answers: compression, tags, and the compressed bodies kept. */
export interface Transport extends TransportOptions {
  /** The ETags and Cache-Control of this app's stable answers (its identity's). */
  readonly tagging: Tagging;
  /** Compressed large bodies by ETag. */
  readonly cache: CompressedCache;
}

/**
 * The transport of an app whose identity (appIdentity) is `identity`, with the defaults:
 * compression on, 1 KiB threshold, 64 KiB cache start, 64 MiB cache, Cache-Control no-cache.
 */
export function createTransport(
  identity: string,
  overrides: Partial<TransportOptions> = {},
): Transport {
  const options: TransportOptions = {
    compression: true,
    minCompressBytes: 1024,
    cacheFromBytes: 64 * 1024,
    cacheControl: DEFAULT_CACHE_CONTROL,
    ...overrides,
  };
  return {
    ...options,
    tagging: createTagging(identity, options.cacheControl),
    cache: new CompressedCache(64 * 1024 * 1024),
  };
}
