import type { RequestHandler } from "express";

/** Where log lines go: anything with a write(string) method, e.g. process.stdout. */
export interface LogSink {
  write(line: string): unknown;
}

/** One concise line per request when its answer is sent: method, path, status and milliseconds. */
export function createRequestLogger(sink: LogSink): RequestHandler {
  return (request, response, next) => {
    const start = process.hrtime.bigint();
    response.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      sink.write(
        `${request.method} ${request.originalUrl} ${response.statusCode} ${ms.toFixed(1)}ms\n`,
      );
    });
    next();
  };
}
