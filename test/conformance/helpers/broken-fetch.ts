import type { Answer, Breakage, Received } from "./start-broken-server";

async function ask(inner: typeof fetch, url: URL, init: RequestInit = {}): Promise<Answer> {
  const response = await inner(url, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: passed on as text
  }
  const headers: Record<string, string> = {};
  const retryAfter = response.headers.get("retry-after");
  if (retryAfter !== null) headers["retry-after"] = retryAfter;
  return { status: response.status, headers, body };
}

/**
 * A broken server in process: the breakage's rewrites (as startBrokenServer applies them) around
 * an in-process fetch (coreFetch), with no socket. Passed as `fetch` to runConformance.
 */
export function brokenFetch(inner: typeof fetch, breakage: Breakage): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string | undefined> = {
      authorization: request.headers.get("authorization") ?? undefined,
      "content-type": request.headers.get("content-type") ?? undefined,
    };
    const received: Received = {
      method: request.method,
      url,
      target: request.url.slice(url.origin.length),
      headers,
      body: request.method === "GET" ? "" : await request.text(),
    };
    let answer = breakage.intercept?.(received);
    if (answer === undefined) {
      const forwarded = new URL(url.href);
      breakage.rewriteRequest?.(forwarded);
      answer = await ask(inner, forwarded, {
        method: received.method,
        headers: Object.fromEntries(
          Object.entries(headers).filter((e): e is [string, string] => e[1] !== undefined),
        ),
        ...(received.method === "GET" ? {} : { body: received.body }),
      });
      await breakage.rewriteAnswer?.(answer, url, (next) => ask(inner, next));
    }
    const text = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
    return new Response(text, {
      status: answer.status,
      headers: { "content-type": "application/json; charset=utf-8", ...answer.headers },
    });
  };
}
