import type * as Node from "../node";
import type * as World from "../world";

/** The functions `serve` builds a generated world with and serves any world with. */
export interface ServeStack {
  readonly createServeListener: typeof Node.createServeListener;
  readonly startServer: typeof Node.startServer;
  readonly buildWorld: typeof World.buildWorld;
  readonly toObservedWorld: typeof World.toObservedWorld;
}

/**
 * The modules that build a generated world and serve a world, loaded on first call (Node caches
 * them after): `serve --data` reads its files before it loads them. A large file then loads with
 * about 15 MB less in the process (express, the app, the OpenAPI document, faker: some 350
 * modules), and with fewer objects that survived V8's collections behind it, so V8 does not
 * double the main thread's young generation during the load (docs/speed.md).
 */
export function serveStack(): ServeStack {
  return {
    createServeListener: (require("../node") as typeof Node).createServeListener,
    startServer: (require("../node") as typeof Node).startServer,
    buildWorld: (require("../world") as typeof World).buildWorld,
    toObservedWorld: (require("../world") as typeof World).toObservedWorld,
  };
}
