import type { AppOptions } from "../../../src/server";
import type { Breakage } from "./break-handler";

/**
 * The worlds a server here serves: `small` is `serve --occurrences 1500`'s world (seed 1),
 * `default` the world `serve` starts with (seed 1, 10,000 occurrences), `dense` 3,000
 * occurrences in five days (`serve --occurrences 3000 --since 2025-12-27 --until 2025-12-31`:
 * every day and city busy, so the witnesses must narrow to fit). All have occurrences that
 * share a timestamp (every 20th occurrence at the minute of the one before).
 */
export const WORLD_NAMES = ["small", "default", "dense"] as const;

/** One of WORLD_NAMES. */
export type WorldName = (typeof WORLD_NAMES)[number];

/** The mock's settings besides the world (its spec-silent choices). */
export type MockSettings = Omit<AppOptions, "world">;

/** A server that differs from the honest mock: broken, or only where the spec is silent. */
export interface ServerVariant {
  /** What it does, as a person says it. */
  readonly name: string;
  /** A fresh breakage for one run: counters and draws start anew. */
  readonly make: () => Breakage;
  /** The world behind it (default `small`). */
  readonly world?: WorldName;
  /**
   * The seed that world is built with (default its own: 1, `serve`'s): a case found on a world
   * `serve --seed N` builds is pinned on that world.
   */
  readonly worldSeed?: number;
  /** The mock's settings behind it (default: the mock's defaults). */
  readonly settings?: MockSettings;
}

/** A server that breaks a rule: the suite must fail it, naming the rule, on every seed. */
export interface BrokenServer extends ServerVariant {
  /**
   * The rule ids that name this breakage: the first is the rule it breaks; the others are
   * checks that also state it (a failure of any of them names the breakage).
   */
  readonly rules: readonly [string, ...string[]];
}

/** Builds a broken server whose breakage keeps no state between requests. */
export function broken(
  name: string,
  rules: BrokenServer["rules"],
  breakage: Breakage,
  more: Omit<ServerVariant, "name" | "make"> = {},
): BrokenServer {
  return { name, rules, make: () => breakage, ...more };
}

/** Builds a server that differs only where the spec is silent, whose breakage keeps no state. */
export function variant(
  name: string,
  breakage: Breakage,
  more: Omit<ServerVariant, "name" | "make"> = {},
): ServerVariant {
  return { name, make: () => breakage, ...more };
}
