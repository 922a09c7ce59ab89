/**
 * The text fields of a small `multipart/form-data` body (RFC 7578), as httr and browsers send a
 * login form: `{email, password}` by field name. File parts (those with a filename) are skipped;
 * a body without the boundary's parts is no fields. Only for bodies already capped in size (the
 * login routes read at most 16 kB), so a plain split is enough.
 */
export function parseMultipartFields(
  body: Uint8Array,
  contentType: string,
): Record<string, string> {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const mark = boundary?.[1] ?? boundary?.[2];
  const fields: Record<string, string> = {};
  if (mark === undefined) return fields;
  for (const part of new TextDecoder().decode(body).split(`--${mark}`).slice(1)) {
    if (part.startsWith("--")) break;
    const split = part.indexOf("\r\n\r\n");
    if (split === -1) continue;
    const headers = part.slice(0, split);
    const disposition = /content-disposition:[^\r\n]*?\bname="([^"]*)"/i.exec(headers);
    const name = disposition?.[1];
    if (name === undefined || /\bfilename=/i.test(headers)) continue;
    fields[name] = part.slice(split + 4).replace(/\r\n$/, "");
  }
  return fields;
}
