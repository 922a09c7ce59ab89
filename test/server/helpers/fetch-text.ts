import type { TextResponse } from "./valid-body";

/** A response read over real HTTP: status, headers (lower-case names) and body text. */
export interface FetchedText extends TextResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
}

/** GETs a URL with fetch and reads the whole answer. */
export async function fetchText(url: string, init: RequestInit = {}): Promise<FetchedText> {
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, headers: Object.fromEntries(response.headers), text };
}
