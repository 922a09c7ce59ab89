import type { World } from "./world";
import type { CaptureSource } from "./world-capture";

/** What GET /__world answers: what a server serves. */
export interface WorldDescription {
  /** `generated` (from a seed) or `captured` (serve --data). */
  readonly kind: "generated" | "captured";
  /** The world's seed (derived from the records for captured data). */
  readonly seed: number;
  /** For captured data: the SHA-1 of what is served as captured (WorldCapture.digest). */
  readonly digest?: string;
  /** The files read, in order, with what each held (empty for a generated world). */
  readonly sources: readonly CaptureSource[];
  /** How many occurrences, cities and states are served, and records read twice (kept once). */
  readonly counts: {
    readonly occurrences: number;
    readonly cities: number;
    readonly states: number;
    readonly duplicates: number;
  };
  /** The first and last day of the occurrences, YYYY-MM-DD (UTC). */
  readonly dates: { readonly first: string; readonly last: string };
  /** The instant the freshness headers state, ISO 8601 UTC. */
  readonly lastUpdate: string;
}

/** Describes a world for GET /__world: its kind, sources, counts and date span. */
export function describeWorld(world: World): WorldDescription {
  const { capture } = world;
  return {
    kind: capture === undefined ? "generated" : "captured",
    seed: world.seed,
    ...(capture === undefined ? {} : { digest: capture.digest }),
    sources: capture?.sources ?? [],
    counts: {
      occurrences: world.occurrences.length,
      cities: world.cities.length,
      states: world.states.length,
      duplicates: capture?.duplicates ?? 0,
    },
    dates: { first: world.window.first, last: world.window.last },
    lastUpdate: new Date(world.lastUpdate).toISOString(),
  };
}
