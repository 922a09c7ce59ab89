/**
 * What a terminal would act on rather than show: C0 controls but the line feed and the tab
 * (ESC starts the sequences that retitle a window, clear the screen, move the cursor; CR and BS
 * overwrite what was shown), DEL, the C1 controls (U+009B is a one-character CSI), and the
 * Unicode format characters that reorder or hide text (bidirectional overrides and isolates,
 * zero-width characters, the line and paragraph separators).
 */
const ACTED_ON =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/** How the escapes are spelled: as text, as JSON string escapes, as XML/HTML references. */
export type TerminalSpelling = "text" | "json" | "markup";

function escapeOf(code: number, spelling: TerminalSpelling): string {
  const hex = code.toString(16);
  if (spelling === "markup") return `&#x${hex};`;
  if (spelling === "json" || code > 0xff) return `\\u${hex.padStart(4, "0")}`;
  return `\\x${hex.padStart(2, "0")}`;
}

/**
 * A text made safe to print on a terminal: every character a terminal would act on written
 * as its escape, the rest unchanged. The one helper every command passes what it prints through
 * (reports, error lines, progress and log lines). As `text` (the console report, lines) the
 * escape reads `\x1b`, `\u202e`; a JSON document gets JSON's `\u001b` (the same string to a JSON
 * reader: such characters only stand inside its strings), XML and HTML `&#x1b;` (the same text;
 * the JUnit writer drops the C0 controls XML cannot hold before).
 */
export function terminalText(text: string, spelling: TerminalSpelling = "text"): string {
  return text.replace(ACTED_ON, (char) => escapeOf(char.charCodeAt(0), spelling));
}
