import { openForWriting } from "../../open-for-writing";
import type { Recorder } from "./recorder";

/**
 * Records one exchange per line, `{request: {method, url, headers}, response: {status, headers,
 * body}}` (see ExchangeRecord), appended as each exchange ends: the file is readable by
 * `validate` at any time.
 */
export async function createNdjsonRecorder(path: string): Promise<Recorder> {
  const handle = await openForWriting(path);
  let queue: Promise<unknown> = Promise.resolve();
  let failure: unknown;
  return {
    path,
    record(_exchange, { record }) {
      const line = `${JSON.stringify(record)}\n`;
      queue = queue.then(() => handle.write(line)).catch((error: unknown) => (failure ??= error));
    },
    async close() {
      await queue;
      await handle.close();
      if (failure !== undefined) throw failure;
    },
  };
}
