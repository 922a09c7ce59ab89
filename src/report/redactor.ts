import { escapeHtml } from "./html-escape";
import { REDACTED_PASSWORD, redactUrlCredentials } from "./redact-url-credentials";

/** What a secret becomes wherever it is written: a report, a log line, an error, a recording. */
export const REDACTED = REDACTED_PASSWORD;

/**
 * The shortest secret searched for: a shorter one cannot be told from ordinary text (a password
 * of 3 letters would blank every word that holds them), and is shown as it is.
 */
export const MIN_SECRET_LENGTH = 4;

/**
 * The set of secret values one run knows (a `--token`, a password, a URL's user-info, a token
 * secret, the tokens a server answered to a login) and what every text it writes becomes: each
 * of them replaced by `[redacted]`, as written raw and as the writers spell it (JSON, HTML and
 * XML escapes, URL and form encodings, a shell's single quotes), and the password of every URL
 * replaced (redactUrlCredentials). One per run, shared by every writer and error line.
 */
export interface Redactor {
  /** Remembers a secret (ignored under MIN_SECRET_LENGTH characters). */
  add(secret: string): void;
  /** A text with every known secret, and every URL's password, replaced. */
  text(text: string): string;
  /** How many spellings are searched for (0: only URL passwords are). */
  readonly size: number;
}

function jsonEscaped(secret: string): string {
  return JSON.stringify(secret).slice(1, -1);
}

function xmlEscaped(secret: string): string {
  return escapeHtml(secret).replace(/&#39;/g, "&apos;");
}

/** The spellings of a secret the writers of the kit can produce. */
function spellingsOf(secret: string): string[] {
  const encoded = encodeURIComponent(secret);
  return [
    secret,
    jsonEscaped(secret),
    escapeHtml(secret),
    xmlEscaped(secret),
    escapeHtml(jsonEscaped(secret)),
    encoded,
    new URLSearchParams({ s: secret }).toString().slice(2),
    secret.replace(/'/g, `'\\''`),
  ];
}

/** A redactor knowing the given secrets. */
export function createRedactor(secrets: Iterable<string> = []): Redactor {
  const known = new Set<string>();
  // Longest first: a secret that holds another is replaced whole.
  let ordered: string[] = [];
  const add = (secret: string): void => {
    if (secret.length < MIN_SECRET_LENGTH || known.has(secret)) return;
    known.add(secret);
    const spellings = new Set(ordered);
    for (const spelling of spellingsOf(secret)) spellings.add(spelling);
    ordered = [...spellings].sort((a, b) => b.length - a.length);
  };
  for (const secret of secrets) add(secret);
  return {
    add,
    text(text) {
      // Most texts (a proxy redacts every string of a body) hold no URL credentials: no regex.
      let out = text.includes("@") ? redactUrlCredentials(text) : text;
      for (const spelling of ordered) {
        if (out.includes(spelling)) out = out.split(spelling).join(REDACTED);
      }
      return out;
    },
    get size() {
      return ordered.length;
    },
  };
}
