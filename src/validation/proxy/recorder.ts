import type { Exchange } from "../../capture";
import type { Inspection } from "./inspect-exchange";

/** Writes exchanges to a file as they happen. */
export interface Recorder {
  /** The file written. */
  readonly path: string;
  /**
   * Queues one exchange, with what the proxy made of it (the recording line and the decoded
   * body text); writes happen in call order.
   */
  record(exchange: Exchange, inspection: Pick<Inspection, "record" | "text">): void;
  /** Waits for every queued write and closes the file; the file is complete afterwards. */
  close(): Promise<void>;
}
