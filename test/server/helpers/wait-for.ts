/**
 * Waits until a condition holds, polling every 5 ms, for things that happen just after a response
 * reaches the client (a log line written on the server's `close` event). Fails after `ms`.
 */
export async function waitFor(condition: () => boolean, ms = 2000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`waitFor: condition still false after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
