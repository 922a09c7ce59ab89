import { getResponse } from "msw";
import { createHandlers } from "../../src/msw";
import { pathOf } from "../../src/contract";

// The MSW login handlers cap the body as the server does: past 16 KiB a 413, read no further.

/** A JSON body that never ends, counting the bytes it was asked for. */
function endlessBody(): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const chunk = new TextEncoder().encode(`{"email":"${"a".repeat(64 * 1024)}`);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

const handlers = createHandlers({ seed: 1, occurrences: 50, baseUrl: "http://api.test" });

describe("the MSW login handlers read at most 16 KiB of a body", () => {
  test.each([["v2-login"], ["v1-login"], ["v2-refresh"]] as const)(
    "%s: a body that never ends is a 413 after reading a bounded prefix",
    async (id) => {
      const body = endlessBody();
      const request = new Request(`http://api.test${pathOf(id)}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: body.stream,
        duplex: "half",
      } as RequestInit);
      const response = await getResponse(handlers, request);
      expect(response?.status).toBe(413);
      expect(body.pulled()).toBeLessThan(1024 * 1024);
    },
  );

  test("a body under the limit is still read whole (201 and a token)", async () => {
    const request = new Request(`http://api.test${pathOf("v2-login")}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a@b.c", password: "p" }),
    });
    const response = await getResponse(handlers, request);
    expect(response?.status).toBe(201);
  });
});
