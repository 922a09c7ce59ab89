import { nestsDeeperThan } from "../../capture";
import { decodeBody } from "./decode-body";
import { REDACTED, type SecretRedactor } from "./secret-redactor";

/** The most bytes a raw body is decoded to, to be searched for secrets: 64 MiB. */
export const MAX_RAW_BODY_DECODED = 64 * 1024 * 1024;

/** A raw body as a recording may keep it: as received, redacted, or left out (and why). */
export type RawBody =
  | { readonly kind: "as-received"; readonly bytes: Buffer }
  | { readonly kind: "redacted"; readonly bytes: Buffer }
  | { readonly kind: "left-out"; readonly reason: string };

/** Secret fields written as JSON strings, for bodies too deep to parse. */
const SECRET_STRING_FIELD =
  /("[^"]*(?:token|passw(?:or)?d|secret|api[-_]?key|authorization|cookie)[^"]*"\s*:\s*)"(?:[^"\\]|\\.)*"/gi;

function parseJson(text: string): { readonly value: unknown } | undefined {
  if (nestsDeeperThan(text)) return undefined;
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/**
 * A body a recording keeps as raw bytes (HAR's base64: a type that is not text, an answer too
 * deep to validate, a content-encoded answer not decoded), redacted like any body: decoded
 * (Content-Encoding), its tokens learned from its secret fields, then every secret field and
 * known token `[redacted]`. Bytes with no secret in them are kept as received; bytes with one
 * become the redacted decoded body; bytes that cannot be decoded, and so not searched, are left
 * out.
 */
export function redactRawBody(
  raw: Buffer,
  contentEncoding: string | undefined,
  redactor: SecretRedactor,
): RawBody {
  if (raw.byteLength === 0) return { kind: "as-received", bytes: raw };
  const decoded = decodeBody(raw, contentEncoding, MAX_RAW_BODY_DECODED);
  if (!decoded.ok)
    return { kind: "left-out", reason: `cannot be searched for secrets: ${decoded.reason}` };
  const text = decoded.body.toString("utf8");
  const parsed = parseJson(text);
  if (parsed !== undefined) {
    redactor.learnFrom(parsed.value);
    const value = redactor.value(parsed.value);
    if (value !== parsed.value)
      return { kind: "redacted", bytes: Buffer.from(JSON.stringify(value)) };
  }
  // Bytes as latin1 map one to one: tokens (ASCII) are replaced, every other byte kept.
  const latin1 = decoded.body.toString("latin1");
  const fields =
    parsed === undefined ? latin1.replace(SECRET_STRING_FIELD, `$1"${REDACTED}"`) : latin1;
  const redacted = redactor.text(fields);
  return redacted === latin1
    ? { kind: "as-received", bytes: raw }
    : { kind: "redacted", bytes: Buffer.from(redacted, "latin1") };
}
