import { openForWriting } from "../../open-for-writing";
import { packageInfo } from "../../package-info";
import { type ExchangeWithResponse, headerValue, type HarEntry } from "../../capture";
import { harHeaders } from "./redact-headers";
import type { Inspection } from "./inspect-exchange";
import type { Recorder } from "./recorder";

/** The HAR 1.2 entry of one exchange. Request bodies are not kept (login bodies hold passwords). */
export function toHarEntry(
  exchange: ExchangeWithResponse,
  { record, text }: Pick<Inspection, "record" | "text">,
): HarEntry {
  const { request, response, timing } = exchange;
  const url = new URL(request.url);
  const body = Buffer.from(
    response.body.buffer,
    response.body.byteOffset,
    response.body.byteLength,
  );
  const mimeType = headerValue(record.response.headers, "content-type") ?? "";
  const content =
    text !== undefined
      ? { size: Buffer.byteLength(text), mimeType, text }
      : record.response.note !== undefined && body.length > 0
        ? {
            size: body.length,
            mimeType,
            text: body.toString("base64"),
            encoding: "base64",
            comment: response.bodyNote ?? "raw body as received (content-encoded)",
          }
        : response.bodyNote !== undefined
          ? { size: 0, mimeType, comment: response.bodyNote }
          : { size: 0, mimeType };
  return {
    startedDateTime: timing.started.toISOString(),
    time: timing.durationMs,
    request: {
      method: request.method,
      url: request.url,
      httpVersion: request.httpVersion ?? "",
      cookies: [],
      headers: harHeaders(request.headers),
      queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
      headersSize: -1,
      bodySize: -1,
    },
    response: {
      status: response.status,
      statusText: response.statusText ?? "",
      httpVersion: request.httpVersion ?? "",
      cookies: [],
      headers: harHeaders(response.headers),
      content,
      redirectURL: headerValue(record.response.headers, "location") ?? "",
      headersSize: -1,
      bodySize: body.length,
    },
    cache: {},
    timings: { send: 0, wait: timing.durationMs, receive: 0 },
  };
}

/**
 * Records a HAR 1.2 log that is valid after every exchange: each entry is written over the
 * closing `]}}` and the closing is written again after it, so a proxy stopped at any moment
 * leaves a file that `validate` and browsers' HAR viewers read.
 */
export async function createHarRecorder(path: string): Promise<Recorder> {
  const handle = await openForWriting(path);
  const head = `{"log":{"version":"1.2","creator":${JSON.stringify(packageInfo())},"entries":[\n`;
  const tail = "\n]}}\n";
  let position = Buffer.byteLength(head);
  let count = 0;
  let queue: Promise<unknown> = handle.write(head + tail, 0);
  let failure: unknown;
  return {
    path,
    record(exchange, inspection) {
      // The proxy records answered exchanges only; one without an answer has no entry to write.
      if (exchange.response === undefined) return;
      const answered = { ...exchange, response: exchange.response };
      const entry = `${count === 0 ? "" : ",\n"}${JSON.stringify(toHarEntry(answered, inspection))}`;
      count++;
      const at = position;
      position += Buffer.byteLength(entry);
      queue = queue
        .then(() => handle.write(entry + tail, at))
        .catch((error: unknown) => (failure ??= error));
    },
    async close() {
      await queue;
      await handle.close();
      if (failure !== undefined) throw failure;
    },
  };
}
