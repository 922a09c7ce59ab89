/** The content codings an adapter may send a body in: brotli, gzip, or identity (none). */
export type ContentCoding = "br" | "gzip" | "identity";
