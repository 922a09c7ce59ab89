import type { AppOptions } from "../../../src/server/app-options";
import { createApp } from "../../../src/node/create-app";
import { startServer, type ServerHandle } from "../../../src/node/start-server";
import { coreApp } from "../../server/helpers/core-app";
import { coreFetch } from "./core-fetch";
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

/**
 * The mock as the conformance suite reaches it in process: a base URL and the fetch that answers
 * it.
 */
export interface InProcessMock {
  /** A base URL no socket serves (the suite writes it in findings and curl lines). */
  readonly baseUrl: string;
  /** The request core of the mock, as a fetch (coreFetch). */
  readonly fetch: typeof fetch;
}

/** The project's mock with the test world, answering in process (runConformance's `fetch`). */
export function inProcessMock(options: Omit<AppOptions, "world"> = {}): InProcessMock {
  return {
    baseUrl: "http://mock.invalid",
    fetch: coreFetch(coreApp({ world: testWorld(), ...options })),
  };
}
