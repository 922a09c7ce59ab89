import { createRequestHandler, type RequestHandler } from "../../../src/server";
import { buildWorld, DEFAULT_WORLD_OPTIONS } from "../../../src/world/build-world";
import { toObservedWorld } from "../../../src/world/to-observed-world";
import type { World } from "../../../src/world/world";
import type { MockSettings, WorldName } from "./broken-server";

/** The profiles the own mock is served (and checked) in. */
export const MOCK_PROFILES = ["spec", "observed"] as const;

/** One of MOCK_PROFILES. */
export type MockProfile = (typeof MOCK_PROFILES)[number];

/** How each world is built: `small` is `serve --occurrences 1500`, `default` is `serve`. */
const WORLD_OPTIONS: Readonly<Record<WorldName, { seed: number; occurrences: number }>> = {
  small: { ...DEFAULT_WORLD_OPTIONS, occurrences: 1500 },
  default: DEFAULT_WORLD_OPTIONS,
};

const worlds = new Map<string, World>();
const handlers = new Map<string, RequestHandler>();

function worldOf(name: WorldName, profile: MockProfile): World {
  const key = `${name}/${profile}`;
  let world = worlds.get(key);
  if (world === undefined) {
    const spec = buildWorld(WORLD_OPTIONS[name]);
    world = profile === "observed" ? toObservedWorld(spec) : spec;
    worlds.set(key, world);
  }
  return world;
}

/**
 * The request core serving a world as `serve` would (built once per world, profile and
 * settings in a test file): in the observed profile unknown parameters are ignored, as there.
 */
export function mockHandler(
  name: WorldName,
  profile: MockProfile = "spec",
  settings: MockSettings = {},
): RequestHandler {
  const key = `${name}/${profile}/${JSON.stringify(settings)}`;
  let handler = handlers.get(key);
  if (handler === undefined) {
    const observed = profile === "observed" ? { unknownParameters: "ignore" as const } : {};
    handler = createRequestHandler({ world: worldOf(name, profile), ...observed, ...settings });
    handlers.set(key, handler);
  }
  return handler;
}
