import type { Response } from "express";
import { sendBody } from "./send-body";

/** Sends a JSON body already rendered (text or UTF-8 bytes); see sendBody. */
export function sendJson(response: Response, status: number, body: string | Buffer): void {
  sendBody(response, status, "application/json; charset=utf-8", body);
}
