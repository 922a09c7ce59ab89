/** A URL without its user and password, and the `Authorization: Basic` value they made. */
export interface UrlWithoutCredentials {
  /** The URL as given, minus `user:password@`. */
  readonly url: string;
  /** `Basic base64(user:password)` when the URL had credentials. */
  readonly basic?: string;
  /**
   * What a report must never show of them: the password as given and decoded, and the base64
   * `user:password` that Basic sends (a server may echo that header).
   */
  readonly secrets?: readonly string[];
}

/** Splits the credentials off an http(s) URL (a text that is no URL comes back unchanged). */
export function withoutUrlCredentials(text: string): UrlWithoutCredentials {
  const match = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)@/i.exec(text);
  if (match === null) return { url: text };
  const [whole, scheme = "", userinfo = ""] = match;
  const url = `${scheme}${text.slice(whole.length)}`;
  const colon = userinfo.indexOf(":");
  const decode = (part: string): string => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  };
  const user = decode(colon === -1 ? userinfo : userinfo.slice(0, colon));
  const raw = colon === -1 ? "" : userinfo.slice(colon + 1);
  const password = decode(raw);
  const encoded = Buffer.from(`${user}:${password}`).toString("base64");
  return { url, basic: `Basic ${encoded}`, secrets: [raw, password, encoded] };
}
