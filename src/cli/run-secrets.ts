import { createRedactor, terminalText, type Redactor } from "../report";

/**
 * The secrets of this CLI process (the one run it makes): the commands add what they are given
 * (`--token`, `--password`, a URL's user-info, a token secret) and what a server answers to a
 * login; every report, file and line the CLI writes goes through it (writeReports,
 * writeOutFile, printLine and the CLI's error lines).
 */
export const runSecrets: Redactor = createRedactor();

/** A line or text for a terminal: the run's secrets redacted, then control characters escaped. */
export function shownText(text: string): string {
  return terminalText(runSecrets.text(text));
}

/** Writes one line (its secrets redacted, its control characters escaped) to a stream. */
export function printLine(stream: { write(text: string): unknown }, line: string): void {
  stream.write(`${shownText(line)}\n`);
}

/**
 * A rendered report as written: the run's secrets redacted, and every character a terminal
 * acts on escaped in the report's own syntax (a console report as `\x1b`, a JSON document as
 * `\u001b`, JUnit and HTML as `&#x1b;`), so a report printed or `cat` never drives the terminal.
 */
export function reportText(reporter: string, text: string): string {
  const redacted = runSecrets.text(text);
  if (reporter === "json") return terminalText(redacted, "json");
  if (reporter === "junit" || reporter === "html") return terminalText(redacted, "markup");
  return terminalText(redacted);
}
