import { CORE_BASE_URL } from "./core-fetch";
import { brokenFetch as brokenFetchAt, type Breakage } from "./start-broken-server";

/**
 * A broken server in process in front of an in-process fetch (coreFetch, which answers at
 * CORE_BASE_URL): startBrokenServer's brokenFetch with that base, with no socket. Passed as
 * `fetch` to runConformance.
 */
export function brokenFetch(inner: typeof fetch, breakage: Breakage): typeof fetch {
  return brokenFetchAt(inner, CORE_BASE_URL, breakage);
}
