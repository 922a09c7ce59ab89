import type { AppOptions } from "../../../src/server/app-options";
import { createApp } from "../../../src/node/create-app";
import { startServer, type ServerHandle } from "../../../src/node/start-server";
import { buildWorld } from "../../../src/world/build-world";
import type { World } from "../../../src/world/world";

/**
 * The world the conformance tests serve: a few hundred occurrences over two years, dense enough
 * that a state in a drawn window spans several pages (the checks that read a set page by page
 * need one; over the whole coverage since 2016 the same few hundred would be too sparse).
 */
export const TEST_WORLD = {
  seed: 1,
  occurrences: 300,
  since: "2023-01-01",
  until: "2024-12-31",
} as const;

let world: World | undefined;

/** The test world, built once per test file. */
export function testWorld(): World {
  world ??= buildWorld(TEST_WORLD);
  return world;
}

const LISTEN = { port: 0, host: "127.0.0.1", closeGraceMs: 100 } as const;

/** Starts the project's mock on 127.0.0.1, a free port, with the test world. */
export async function startMock(options: Omit<AppOptions, "world"> = {}): Promise<ServerHandle> {
  return startServer(createApp({ world: testWorld(), ...options }), LISTEN);
}
