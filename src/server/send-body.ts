import type { Response } from "express";
import { bodyAnswer } from "./answer";
import { respond } from "./respond";

/**
 * Sends a body already rendered (text or UTF-8 bytes) with its content type, through the
 * transport (respond): no re-serialising, an ETag derived from the app and URL rather than
 * hashed over the body, compression as the client asks. A 200 is a stable answer.
 */
export function sendBody(
  response: Response,
  status: number,
  contentType: string,
  body: string | Buffer,
): void {
  respond(response, bodyAnswer(contentType, body, status));
}
