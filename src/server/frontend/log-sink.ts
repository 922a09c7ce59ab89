/** Where log lines go: anything with a write(string) method, e.g. process.stdout. */
export interface LogSink {
  /** Takes one line, newline included. */
  write(line: string): unknown;
}
