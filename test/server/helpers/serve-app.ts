import type { Server } from "node:http";
import { createApp } from "../../../src/node/create-app";
import type { AppOptions } from "../../../src/server/app-options";
import { startServer } from "../../../src/node/start-server";

/** Test servers still open, closed by closeTestServers. */
const open: { close(): Promise<void> }[] = [];

/** createApp served on 127.0.0.1, port 0, for supertest; close them all in afterAll. */
export async function serveApp(options: AppOptions): Promise<Server> {
  const handle = await startServer(createApp(options), {
    port: 0,
    host: "127.0.0.1",
    closeGraceMs: 100,
  });
  open.push(handle);
  return handle.server;
}

/** Closes every server serveApp opened. */
export async function closeTestServers(): Promise<void> {
  await Promise.all(open.splice(0).map((handle) => handle.close()));
}
