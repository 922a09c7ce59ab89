import { API_ROOT, API_VERSIONS, apiBase } from "../contract";
import { redactUrlCredentials } from "../report";
import { UsageError } from "./usage-error";

/**
 * A path that ends at the API root or inside a version (`/api`, `/api/v2`, `/api/v1/…`), and
 * what stands before it: the form a client library takes as its base URL, which the suite
 * cannot use (it adds the root and each version itself).
 */
const INTO_API = new RegExp(
  `^(.*?)${API_ROOT.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:/(?:${API_VERSIONS.join("|")})(?:/.*)?)?$`,
);

/**
 * The checked `conform --base-url`: an http(s) URL without its trailing slashes. One that goes
 * into the API (ends in `/api/v2`, `/api/v1`, `/api`, with or without a trailing slash) is
 * refused with one line naming the URL to pass instead, rather than 404s on every check. A
 * password in the URL is redacted in every message.
 */
export function checkBaseUrl(raw: string | undefined): string {
  if (raw === undefined) throw new UsageError("--base-url URL is required");
  const shown = redactUrlCredentials(raw);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`--base-url must be an http(s) URL, got "${shown}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new UsageError(`--base-url must be an http(s) URL, got "${shown}"`);
  }
  const into = INTO_API.exec(url.pathname.replace(/\/+$/, ""));
  if (into !== null) {
    const root = `${url.origin}${into[1] ?? ""}`;
    const versions = API_VERSIONS.map(apiBase).join(" and ");
    throw new UsageError(
      `--base-url must stop before ${API_ROOT}: pass ${root} (the suite adds ${versions} itself), not ${shown}`,
    );
  }
  return raw.replace(/\/+$/, "");
}
