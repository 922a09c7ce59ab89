import { isRecord } from "../../is-record";
import { createRedactor, REDACTED } from "../../report";
import { SECRET_HEADERS } from "./redact-headers";

/** What a redacted secret becomes in a recording: the kit's one word for it. */
export { REDACTED };

/** Shortest value learned as a token: shorter ones would match ordinary text. */
const MIN_TOKEN_LENGTH = 8;

/**
 * Field names whose values are credentials, in JSON and form bodies and in query strings:
 * tokens (accessToken, access_token, refreshToken, id_token, token), passwords, secrets, API
 * keys, authorization and cookie values.
 */
const SECRET_FIELD = /token|passw(or)?d|secret|api[-_]?key|authorization|cookie/i;

/** Whether a field (JSON key, form or query parameter, header name) holds a credential. */
export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name) || SECRET_HEADERS.has(name.toLowerCase());
}

/**
 * Redacts credentials from what a session records: values of secret fields (isSecretField) by
 * name, and every token the session has seen issued or sent (learned from the secret fields of
 * answers, e.g. a login's accessToken, and from Bearer headers) wherever it appears again, in a
 * body, a URL or a header. One per proxy: it remembers the tokens of the whole session.
 */
export interface SecretRedactor {
  /** Remembers a token (a value at least 8 characters long) to redact wherever it appears. */
  learn(token: string): void;
  /** Remembers the string values of the secret fields of a parsed body. */
  learnFrom(value: unknown): void;
  /** A text with every known token replaced. */
  text(text: string): string;
  /**
   * A parsed JSON value with secret fields' values and known tokens redacted: the value itself
   * when it holds none, else a copy.
   */
  value(value: unknown): unknown;
  /** A URL with its secret query parameters' values and known tokens redacted. */
  url(url: string): string;
  /** A urlencoded form body with its secret fields' values and known tokens redacted. */
  form(text: string): string;
}

/**
 * A redactor with nothing learned yet. The tokens it learns are kept by the kit's one Redactor
 * (report/redactor), which every report writer and error line of the CLI uses too.
 */
export function createSecretRedactor(): SecretRedactor {
  const known = createRedactor();
  const learn = (token: string): void => {
    if (token.length >= MIN_TOKEN_LENGTH) known.add(token);
  };
  const text = (input: string): string => known.text(input);
  const form = (input: string): string =>
    input
      .split("&")
      .map((pair) => {
        const equals = pair.indexOf("=");
        const name = equals === -1 ? pair : pair.slice(0, equals);
        if (equals === -1 || !isSecretField(decodeName(name))) return text(pair);
        return `${name}=${encodeURIComponent(REDACTED)}`;
      })
      .join("&");
  // Iterative walks: a deeply nested body must not overflow the stack.
  const learnFrom = (root: unknown): void => {
    const stack: unknown[] = [root];
    while (stack.length > 0) {
      const node = stack.pop();
      if (Array.isArray(node)) stack.push(...(node as unknown[]));
      else if (isRecord(node)) {
        for (const [key, child] of Object.entries(node)) {
          if (typeof child === "string" && isSecretField(key)) learn(child);
          else stack.push(child);
        }
      }
    }
  };
  const value = (root: unknown): unknown => redactValue(root, text);
  const url = (input: string): string => {
    const query = input.indexOf("?");
    if (query === -1) return text(input);
    return `${text(input.slice(0, query))}?${form(input.slice(query + 1))}`;
  };
  return { learn, learnFrom, text, value, url, form };
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    return name;
  }
}

/**
 * A JSON value with secret fields' values replaced and `text` applied to strings: the value
 * itself when nothing in it changed (so a caller tells a redaction by identity), else a copy.
 */
function redactValue(value: unknown, text: (input: string) => string): unknown {
  if (typeof value === "string") return text(value);
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => redactValue(item, text));
    return items.every((item, i) => item === value[i]) ? value : items;
  }
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  let changed = false;
  for (const [key, child] of Object.entries(value)) {
    out[key] =
      isSecretField(key) && (typeof child === "string" || typeof child === "number")
        ? REDACTED
        : redactValue(child, text);
    changed ||= out[key] !== child;
  }
  return changed ? out : value;
}
