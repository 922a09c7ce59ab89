/**
 * How the Node adapter sends stable answers (createApp's `transport` option; createTransport
 * holds the defaults). The request core only tags them (conditionalHead).
 */
export interface TransportOptions {
  /** Compress with gzip or brotli when the client asks (Accept-Encoding). */
  readonly compression: boolean;
  /** Bodies shorter than this many bytes are sent uncompressed (framing would eat the gain). */
  readonly minCompressBytes: number;
  /**
   * Bodies of this many bytes or more (or of unknown length) are compressed as a stream and the
   * result kept in the transport's cache; smaller ones are compressed at once (both at the
   * fastest levels).
   */
  readonly cacheFromBytes: number;
  /** The Cache-Control header of stable answers. */
  readonly cacheControl: string;
}
