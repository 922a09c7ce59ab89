/**
 * A load client for large answers: `connections` keep-alive HTTP/1.1 connections, each asking
 * for the same URL again as soon as the previous answer has been read to its end, for `seconds`.
 * Each connection reads into one reused buffer (net's `onread`) and only counts the body's bytes:
 * nothing is allocated, kept or parsed per read, so reading 67 MB costs this process about what
 * it costs curl. Both autocannon (a JavaScript HTTP parser) and node:http's client (a Buffer and
 * an event per 64 KiB) read a 67 MB answer several times slower than the mock writes it, which
 * made the client, not the mock, the limit on a machine of 2 cores.
 * Answers are framed by Content-Length, or chunked (then the end is found by the last chunk's
 * `0\r\n\r\n`, and the framing is counted as body bytes): enough for a benchmark, not a parser.
 */
import { connect, type Socket } from "node:net";

/** What a load run measured. */
export interface LoopRun {
  /** Answers read to the end per second. */
  readonly rps: number;
  /** Latency percentiles of the answers, request sent to last byte read, in ms. */
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  /** Body bytes per answer (as sent, so compressed when a coding was asked). */
  readonly bytesPerAnswer: number;
  /** Body megabytes (10^6) per second over the run. */
  readonly mbPerSecond: number;
  /** Answers other than 200, and connections that failed. */
  readonly bad: number;
}

/** The value at quantile `q` (0..1) of sorted numbers; 0 when there are none. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

const tenths = (value: number): number => Math.round(value * 10) / 10;

const READ_BYTES = 1024 * 1024;
const LAST_CHUNK = "0\r\n\r\n";

/** What one connection saw. */
interface Tally {
  readonly latencies: number[];
  bytes: number;
  bad: number;
}

/** One connection asking for `url` in a loop until `until` (performance.now() time). */
function connection(
  url: URL,
  headers: Record<string, string>,
  until: number,
  tally: Tally,
): Promise<void> {
  const lines = Object.entries({ Host: url.host, ...headers }).map(([k, v]) => `${k}: ${v}\r\n`);
  const ask = `GET ${url.pathname}${url.search} HTTP/1.1\r\n${lines.join("")}\r\n`;
  const buffer = Buffer.allocUnsafe(READ_BYTES);
  return new Promise<void>((resolve) => {
    let head = ""; // header bytes read so far, until the blank line
    let remaining = -1; // body bytes still to read; -1 while in the head; Infinity when chunked
    let tail = ""; // last bytes of a chunked body
    let sent = 0;
    let socket: Socket | undefined = undefined;
    let asked = 0;
    let finished = false;
    let waiting = false; // a request was sent and its answer is not complete
    const next = (): void => {
      waiting = false;
      // Every connection asks at least once, so a run of 0 s is one answer per connection.
      if (asked > 0 && performance.now() >= until) {
        finished = true;
        socket?.destroy();
        resolve();
        return;
      }
      waiting = true;
      head = "";
      remaining = -1;
      tail = "";
      sent = performance.now();
      asked += 1;
      socket?.write(ask);
    };
    const done = (): void => {
      tally.latencies.push(performance.now() - sent);
      next();
    };
    const body = (start: number, end: number): void => {
      tally.bytes += end - start;
      if (remaining === Infinity) {
        tail = (tail + buffer.toString("latin1", Math.max(start, end - 5), end)).slice(-5);
        if (tail === LAST_CHUNK) done();
        return;
      }
      remaining -= end - start;
      if (remaining <= 0) done();
    };
    const onRead = (size: number): boolean => {
      if (remaining >= 0) {
        body(0, size);
        return true;
      }
      head += buffer.toString("latin1", 0, size);
      const blank = head.indexOf("\r\n\r\n");
      if (blank < 0) return true;
      const status = Number(head.slice(9, 12));
      if (status !== 200) tally.bad += 1;
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      remaining = length === null ? Infinity : Number(length[1]);
      const bodyStart = size - (head.length - blank - 4);
      if (remaining === 0 || status === 304) done();
      else body(bodyStart, size);
      return true;
    };
    const open = (): void => {
      socket = connect({
        host: url.hostname,
        port: Number(url.port),
        onread: { buffer, callback: onRead },
      });
      socket.on("connect", next);
      socket.on("error", () => undefined);
      // Closed by next() at the end: done. Closed by the server (a keep-alive timeout that
      // fired as a request arrived, a reset): the request in flight failed; connect again.
      socket.on("close", () => {
        if (finished) return;
        if (waiting || asked === 0) tally.bad += 1;
        if (performance.now() >= until) resolve();
        else open();
      });
    };
    open();
  });
}

/** Loads `url` with `connections` clients in a loop for `seconds` (each asks at least once). */
export async function loadLoop(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<LoopRun> {
  const tally: Tally = { latencies: [], bytes: 0, bad: 0 };
  const started = performance.now();
  const until = started + seconds * 1000;
  const target = new URL(url);
  await Promise.all(
    Array.from({ length: connections }, () => connection(target, headers, until, tally)),
  );
  const elapsed = (performance.now() - started) / 1000;
  const sorted = tally.latencies.sort((a, b) => a - b);
  return {
    rps: sorted.length / elapsed,
    p50: tenths(quantile(sorted, 0.5)),
    p99: tenths(quantile(sorted, 0.99)),
    max: tenths(sorted.at(-1) ?? 0),
    bytesPerAnswer: tally.bytes / Math.max(1, sorted.length),
    mbPerSecond: tally.bytes / 1e6 / elapsed,
    bad: tally.bad,
  };
}
