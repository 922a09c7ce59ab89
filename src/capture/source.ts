/** Where one body came from: a file, and within it an NDJSON line or a HAR entry. */
export interface Source {
  /** The file as the user named it (or as found below a named folder); `<stdin>` for `-`. */
  readonly file: string;
  /** 1-based line of an NDJSON body. */
  readonly line?: number;
  /** 0-based index of a HAR entry: the body is at `/log/entries/N/response/content/text`. */
  readonly entry?: number;
}

/** The display name of standard input. */
export const STDIN_NAME = "<stdin>";

/** `file.json`, `file.ndjson:3` or `capture.har#/log/entries/2`. */
export function formatSource(source: Source): string {
  if (source.entry !== undefined) return `${source.file}#/log/entries/${source.entry}`;
  if (source.line !== undefined) return `${source.file}:${source.line}`;
  return source.file;
}
