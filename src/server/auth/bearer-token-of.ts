import type { Request } from "express";

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerTokenOf(request: Request): string | undefined {
  const header = request.get("authorization");
  const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
