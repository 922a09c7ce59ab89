/**
 * Whether a Content-Type (or HAR mimeType) names JSON: `application/json`, `…+json`, `text/json`.
 */
export function isJsonMediaType(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  const essence = (contentType.split(";")[0] ?? "").trim().toLowerCase();
  return essence.endsWith("/json") || essence.endsWith("+json");
}
