import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from "node:zlib";

/** The decoded bytes, or why they cannot be had. */
export type DecodedBody =
  { readonly ok: true; readonly body: Buffer } | { readonly ok: false; readonly reason: string };

type Decoder = (body: Buffer, options: { maxOutputLength?: number }) => Buffer;

function inflate(body: Buffer, options: { maxOutputLength?: number }): Buffer {
  try {
    return inflateSync(body, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") throw error;
    // Some servers send raw deflate without the zlib wrapper.
    return inflateRawSync(body, options);
  }
}

const DECODERS: Readonly<Record<string, Decoder>> = {
  gzip: gunzipSync,
  "x-gzip": gunzipSync,
  deflate: inflate,
  br: brotliDecompressSync,
  identity: (body) => body,
};

/**
 * Undoes a Content-Encoding (gzip, deflate, br; several in the order listed) so that a copy of
 * the body can be validated; the bytes sent to the client are never touched. With maxBytes, a
 * body that decodes to more (a compression bomb, or just large) is a reason, not a crash.
 */
export function decodeBody(
  body: Buffer,
  contentEncoding: string | undefined,
  maxBytes?: number,
): DecodedBody {
  const codings = (contentEncoding ?? "")
    .split(",")
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== "");
  let decoded = body;
  for (const coding of codings.reverse()) {
    const decode = DECODERS[coding];
    if (decode === undefined) return { ok: false, reason: `unknown content-encoding ${coding}` };
    try {
      decoded = decode(decoded, maxBytes === undefined ? {} : { maxOutputLength: maxBytes });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") {
        return { ok: false, reason: `not validated: larger than ${maxBytes} bytes once decoded` };
      }
      const why = error instanceof Error ? error.message : String(error);
      return { ok: false, reason: `cannot decode the ${coding} body: ${why}` };
    }
  }
  return { ok: true, body: decoded };
}
