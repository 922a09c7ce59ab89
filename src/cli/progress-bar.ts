import { terminalText } from "../report";

/** A one-line progress bar redrawn in place. */
export interface ProgressBar {
  /** Shows `done` of `total` (redraws only when the whole percentage changes). */
  update(done: number, total: number): void;
  /** Clears the line. */
  finish(): void;
}

const WIDTH = 30;

/** A progress bar on a terminal stream (stderr by default), labelled e.g. "building". */
export function createProgressBar(
  label: string,
  stream: NodeJS.WritableStream = process.stderr,
): ProgressBar {
  let shown = -1;
  return {
    update(done, total) {
      const percent = total === 0 ? 100 : Math.floor((100 * done) / total);
      if (percent === shown) return;
      shown = percent;
      const filled = Math.round((WIDTH * percent) / 100);
      const bar = `${"#".repeat(filled)}${".".repeat(WIDTH - filled)}`;
      stream.write(
        `\r${terminalText(label)} [${bar}] ${String(percent).padStart(3)}% ${done}/${total}`,
      );
    },
    finish() {
      if (shown >= 0) stream.write("\r\x1b[K");
      shown = -1;
    },
  };
}
