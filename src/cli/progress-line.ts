import type { TextSink } from "./write-reports";

/** How often a progress line is written at least when standard error is not a terminal. */
export const PROGRESS_EVERY_MS = 5000;

/** Where a run stands, as a progress line shows it. */
export interface ProgressState {
  /** What the run is doing, e.g. `v2 filters`. */
  readonly phase: string;
  /** Requests sent so far. */
  readonly sent: number;
  /** The most it may send. */
  readonly maxRequests: number;
}

/** A run's progress on standard error (see createProgressLine). */
export interface ProgressLine {
  /** Shows where the run stands now. */
  update(state: ProgressState): void;
  /** Stops: clears a terminal's line, writes nothing more. */
  finish(): void;
}

/** How a progress line is shown (replaceable in tests). */
export interface ProgressLineOptions {
  /** The command's name, the line's prefix. */
  readonly label: string;
  /** A terminal: one line redrawn in place; otherwise whole lines (a CI log). */
  readonly isTTY: boolean;
  /** The clock (default Date.now). */
  readonly now?: () => number;
  /** The longest silence between two lines when not a terminal (default PROGRESS_EVERY_MS). */
  readonly everyMs?: number;
}

function format(label: string, { phase, sent, maxRequests }: ProgressState, ms: number): string {
  return `${label}: ${phase} · ${sent} of at most ${maxRequests} requests sent · ${Math.floor(ms / 1000)} s`;
}

/**
 * The progress of a long run on standard error: phase, requests sent, seconds elapsed. On a
 * terminal one live line, redrawn in place and cleared at the end; otherwise (a CI log) a whole
 * line when the phase changes (after the first) and at least every `everyMs` while it runs, so a
 * log never stays silent for long. `--quiet` is the caller not making one.
 */
export function createProgressLine(stream: TextSink, options: ProgressLineOptions): ProgressLine {
  const now = options.now ?? Date.now;
  const started = now();
  let state: ProgressState | undefined;
  let shownPhase: string | undefined;
  let drawn = false;
  let done = false;
  const line = (): string =>
    state === undefined ? "" : format(options.label, state, now() - started);
  const timer = options.isTTY
    ? undefined
    : setInterval(() => {
        if (!done && state !== undefined) stream.write(`${line()}\n`);
      }, options.everyMs ?? PROGRESS_EVERY_MS);
  timer?.unref();
  return {
    update(next) {
      if (done) return;
      state = next;
      if (options.isTTY) {
        drawn = true;
        stream.write(`\r\x1b[K${line()}`);
      } else if (shownPhase === undefined) {
        // The first phase (connecting) is not a line: a server that cannot be reached is then
        // one line, the error; every later phase is.
        shownPhase = next.phase;
      } else if (next.phase !== shownPhase) {
        shownPhase = next.phase;
        stream.write(`${line()}\n`);
      }
    },
    finish() {
      if (done) return;
      done = true;
      if (timer !== undefined) clearInterval(timer);
      if (drawn) stream.write("\r\x1b[K");
    },
  };
}
