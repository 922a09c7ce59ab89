import type { Response } from "express";

/**
 * Sends a body already rendered (text or UTF-8 bytes) with its content type. Bypasses
 * res.send: no re-serialising, no ETag hash over a body of megabytes. node sets Content-Length
 * from the body itself, except for HEAD, where it sends no body and so is told the length.
 */
export function sendBody(
  response: Response,
  status: number,
  contentType: string,
  body: string | Buffer,
): void {
  response.statusCode = status;
  response.setHeader("Content-Type", contentType);
  if (response.req.method === "HEAD") {
    response.setHeader(
      "Content-Length",
      typeof body === "string" ? Buffer.byteLength(body) : body.length,
    );
  }
  response.end(body);
}
