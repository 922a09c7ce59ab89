import { KIT_VERSION } from "../generated/kit-version";
import type { AppOptions } from "./app-options";
import { resolveAppOptions, type ResolvedAppOptions } from "./resolve-app-options";

/**
 * What one option puts in the identity: its resolved value, or why it never changes a tagged body.
 */
type IdentityPart = ((resolved: ResolvedAppOptions) => unknown) | { readonly never: string };

/**
 * Every option of AppOptions (the compiler refuses a new one until it is placed here): the
 * resolved value of those that change the bytes of a tagged answer (a stable 200: a page, a v1
 * list, /openapi.json), and for the others the reason they do not. Values come from
 * resolveAppOptions, so an option spelled out at its default and the same option left out
 * give the same identity.
 */
const PARTS: { readonly [Name in keyof AppOptions]-?: IdentityPart } = {
  world: { never: "described apart, by worldPart" },
  // take, order and the zone of whole days shape pages; they and maxTake shape /openapi.json.
  defaultTake: (resolved) => resolved.occurrences.defaultTake,
  maxTake: (resolved) => resolved.occurrences.maxTake,
  defaultOrder: (resolved) => resolved.occurrences.defaultOrder,
  dateOffset: (resolved) => resolved.occurrences.dateOffsetMinutes,
  v1MaxRows: (resolved) => resolved.v1MaxRows ?? null,
  v1Bounds: (resolved) => resolved.v1Filters.bounds,
  v1ReversedRange: (resolved) => resolved.v1Filters.reversedRange,
  // /openapi.json states whether the data endpoints need a token.
  auth: (resolved) => resolved.auth.mode,
  queryLimits: { never: "decides only whether a query is a 400, which carries no ETag" },
  unauthorizedMsg: { never: "words of a 401, which carries no ETag" },
  credentials: { never: "decides only whether a login succeeds; logins carry no ETag" },
  tokenSecret: { never: "signs only tokens, which tagged answers never carry" },
  tokenTtlSeconds: { never: "shapes only login answers, which carry no ETag" },
  now: { never: "the clock of token expiry" },
  cors: { never: "CORS headers, not the body" },
  latency: { never: "when an answer comes, not what it is" },
  failRate: { never: "decides only whether an answer is a 503 or 429, which carry no ETag" },
  unknownParameters: {
    never: "decides only whether an unlisted parameter is a 400; an ignored one is dropped",
  },
  log: { never: "a side effect" },
  transport: { never: "the coding is the ETag's suffix; the rest is how bytes are sent" },
};

/** What makes the world's answers what they are: seed, size, window, variant and data digest. */
function worldPart(world: AppOptions["world"]): unknown[] {
  return [
    world.seed,
    world.occurrences.length,
    world.cities.length,
    world.window,
    world.lastUpdate,
    world.variant ?? "",
    // A captured world is its data: the digest of everything it serves.
    world.capture?.digest ?? "",
  ];
}

/**
 * What makes an app's tagged answers what they are, as text for its ETags: the kit's version (a
 * new version may render the same world otherwise), the world, and the resolved value of every
 * option that changes a tagged body (PARTS). Two apps with the same identity answer the same URL
 * with the same bytes, whichever way their options were spelled: `serve` (every default spelled
 * out), createHandlers and a bare createApp({ world }) agree. Throws createApp's RangeError for an
 * option that cannot work.
 */
export function appIdentity(options: AppOptions): string {
  const resolved = resolveAppOptions(options);
  const shaping = Object.entries(PARTS)
    .filter((entry): entry is [string, (resolved: ResolvedAppOptions) => unknown] => {
      return typeof entry[1] === "function";
    })
    .map(([name, part]) => [name, part(resolved)]);
  return JSON.stringify({
    kit: KIT_VERSION,
    world: worldPart(options.world),
    options: Object.fromEntries(shaping),
  });
}
