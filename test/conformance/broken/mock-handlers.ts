import { createRequestHandler, type Answer, type RequestHandler } from "../../../src/server";
import { joinChunks } from "./in-process-fetch";
import {
  buildWorld,
  DEFAULT_WORLD_OPTIONS,
  type WorldOptions,
} from "../../../src/world/build-world";
import { toObservedWorld } from "../../../src/world/to-observed-world";
import type { World } from "../../../src/world/world";
import type { MockSettings, WorldName } from "./broken-server";
import { coreApp } from "../../server/helpers/core-app";
import { testWorld } from "../helpers/start-mock";

/** The profiles the own mock is served (and checked) in. */
export const MOCK_PROFILES = ["spec", "observed"] as const;

/** One of MOCK_PROFILES. */
export type MockProfile = (typeof MOCK_PROFILES)[number];

/**
 * How each world is built: `small` is `serve --occurrences 1500`, `default` is `serve`, `dense`
 * is `serve --occurrences 3000 --since 2025-12-27 --until 2025-12-31`.
 */
export const WORLD_OPTIONS: Readonly<Record<WorldName, WorldOptions>> = {
  small: { ...DEFAULT_WORLD_OPTIONS, occurrences: 1500 },
  default: DEFAULT_WORLD_OPTIONS,
  dense: { ...DEFAULT_WORLD_OPTIONS, occurrences: 3000, since: "2025-12-27", until: "2025-12-31" },
};

const worlds = new Map<string, World>();

/** How many answers a handler keeps, and the largest body it keeps: the memory stays bounded. */
const KEPT_ANSWERS = 4000;
const KEPT_BODY_BYTES = 256 * 1024;

/**
 * The handler with its stable answers (a function of the request alone: the world is immutable)
 * kept by request, so the many runs of a test file that ask the same request (each seed's
 * requests repeat across servers) get the core's bytes without the core building them again.
 */
function cached(handler: RequestHandler): RequestHandler {
  const answers = new Map<string, Answer>();
  return async (request) => {
    if (request.body !== undefined) return handler(request);
    const key = JSON.stringify([request.method, request.path, request.query, request.headers]);
    const hit = answers.get(key);
    if (hit !== undefined) return hit;
    const answer = await handler(request);
    // A body known to be too large to keep goes out as the core's chunks, joined once (by the
    // fetch).
    if (!answer.stable || answers.size >= KEPT_ANSWERS || (answer.length ?? 0) > KEPT_BODY_BYTES)
      return answer;
    const bytes = joinChunks(answer.body);
    const kept: Answer = { ...answer, body: [bytes] };
    if (bytes.length <= KEPT_BODY_BYTES) answers.set(key, kept);
    return kept;
  };
}

const handlers = new Map<string, RequestHandler>();

/**
 * A world served in a profile, built once per test file (the observed one from the spec one);
 * `seed`: the world's seed (default its own).
 */
export function worldOf(
  name: WorldName,
  profile: MockProfile,
  seed: number = WORLD_OPTIONS[name].seed,
): World {
  const key = `${name}/${profile}/${String(seed)}`;
  let world = worlds.get(key);
  if (world === undefined) {
    const spec = buildWorld({ ...WORLD_OPTIONS[name], seed });
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
  worldSeed: number = WORLD_OPTIONS[name].seed,
): RequestHandler {
  const key = `${name}/${profile}/${String(worldSeed)}/${JSON.stringify(settings)}`;
  let handler = handlers.get(key);
  if (handler === undefined) {
    const observed = profile === "observed" ? { unknownParameters: "ignore" as const } : {};
    handler = cached(
      createRequestHandler({ world: worldOf(name, profile, worldSeed), ...observed, ...settings }),
    );
    handlers.set(key, handler);
  }
  return handler;
}

const testHandlers = new Map<string, RequestHandler>();

/**
 * The mock of the dense test world (start-mock.ts's TEST_WORLD: 300 occurrences over two years)
 * as createApp serves it, with the settings given: the core the tables of breakage-tables.ts are
 * tried against (built once per settings in a test file, not kept answers).
 */
export function testWorldHandler(settings: MockSettings = {}): RequestHandler {
  const key = JSON.stringify(settings);
  let handler = testHandlers.get(key);
  if (handler === undefined) {
    handler = coreApp({ world: testWorld(), ...settings }).handle;
    testHandlers.set(key, handler);
  }
  return handler;
}
