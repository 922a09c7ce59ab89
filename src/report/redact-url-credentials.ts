/** What a password in a URL becomes in a report, a log line or an error. */
export const REDACTED_PASSWORD = "[redacted]";

/** `scheme://user:password@`: the user kept, the password up to the last `@` before the host. */
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)([^\s/?#@:"'<>]*):([^\s/?#"'<>]*)@/gi;

/**
 * A text (a report, a log line, an error message) with the password of every URL in it
 * replaced: `http://ana:s3cret@host/api` becomes `http://ana:[redacted]@host/api`. Every
 * report writer and the conform command pass what they print through it, so a password given
 * in a base URL never reaches a report, a log or an error.
 */
export function redactUrlCredentials(text: string): string {
  return text.replace(URL_CREDENTIALS, (_match, scheme: string, user: string) => {
    return `${scheme}${user}:${REDACTED_PASSWORD}@`;
  });
}
