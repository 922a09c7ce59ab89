import express from "express";
import type { AppOptions } from "../../../src/server/app-options";
import { createApp } from "../../../src/server/create-app";
import { errorMiddleware } from "../../../src/server/errors";
import { startServer, type ServerHandle } from "../../../src/server/start-server";
import { createV1Router } from "../../../src/server/v1";
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

/** Whether createApp serves /api/v1 itself (answered when a mock is first started). */
let createAppServesV1: boolean | undefined;

/**
 * Starts the project's mock on 127.0.0.1, a free port, with the test world. When createApp does
 * not serve /api/v1 yet, the v1 router (src/server/v1) is mounted in front of it, so the v1 and
 * cross-version checks run against the project's v1 code either way.
 */
export async function startMock(options: Omit<AppOptions, "world"> = {}): Promise<ServerHandle> {
  const app = createApp({ world: testWorld(), ...options });
  if (createAppServesV1 === undefined) {
    const probe = await startServer(app, LISTEN);
    const answer = await fetch(`${probe.url}/api/v1/cities/definitions`);
    await answer.arrayBuffer();
    await probe.close();
    createAppServesV1 = answer.status === 200;
  }
  if (createAppServesV1) return startServer(app, LISTEN);
  const composite = express();
  composite.use("/api/v1", createV1Router(testWorld()));
  composite.use(app);
  composite.use(errorMiddleware);
  return startServer(composite, LISTEN);
}

/** Whether the last startMock used createApp's own /api/v1 (false: the router mounted in front). */
export function mockServesV1Itself(): boolean | undefined {
  return createAppServesV1;
}
