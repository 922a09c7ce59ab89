import type { ExchangeRecord } from "../../capture/exchange-record";
import type { CapturedExchange } from "./captured-exchange";

/** One exchange to record: what was seen, and what the proxy made of it. */
export interface RecordedExchange {
  readonly captured: CapturedExchange;
  readonly record: ExchangeRecord;
  /** The decoded body text, when the body is text. */
  readonly text?: string;
}

/** Writes exchanges to a file as they happen. */
export interface Recorder {
  /** The file written. */
  readonly path: string;
  /** Queues one exchange; writes happen in call order. */
  record(exchange: RecordedExchange): void;
  /** Waits for every queued write and closes the file; the file is complete afterwards. */
  close(): Promise<void>;
}
