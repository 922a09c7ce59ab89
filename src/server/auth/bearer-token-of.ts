/** The token of an `Authorization: Bearer <token>` header value, or undefined. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
