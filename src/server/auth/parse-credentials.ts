/** The one email and password a login accepts. */
export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/**
 * Reads `--credentials` values: `EMAIL:PASSWORD`, split at the first colon (an email has none; a
 * password may). Returns an error message instead when there is no colon or a part is empty; the
 * message never repeats the value, which may hold a password.
 */
export function parseCredentials(text: string): Credentials | string {
  const colon = text.indexOf(":");
  if (colon === -1) return "must be EMAIL:PASSWORD (no colon found)";
  const email = text.slice(0, colon);
  const password = text.slice(colon + 1);
  if (email === "") return "must be EMAIL:PASSWORD (the email is empty)";
  if (password === "") return "must be EMAIL:PASSWORD (the password is empty)";
  return { email, password };
}
