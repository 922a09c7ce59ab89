import type { Response } from "express";

/**
 * Sends a JSON body already rendered (text or UTF-8 bytes). Bypasses res.json/res.send: no
 * re-serialising, no ETag hash over a body of megabytes. node sets Content-Length from the body
 * itself, except for HEAD, where it sends no body and so is told the length.
 */
export function sendJson(response: Response, status: number, body: string | Buffer): void {
  response.statusCode = status;
  response.setHeader("Content-Type", "application/json; charset=utf-8");
  if (response.req.method === "HEAD") {
    response.setHeader(
      "Content-Length",
      typeof body === "string" ? Buffer.byteLength(body) : body.length,
    );
  }
  response.end(body);
}
