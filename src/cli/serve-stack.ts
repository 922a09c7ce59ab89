import type * as ServeListener from "../node/front/create-serve-listener";
import type * as StartServer from "../node/start-server";
import type * as BuildWorld from "../world/build-world";
import type * as ToObservedWorld from "../world/to-observed-world";

/** The functions `serve` builds a generated world with and serves any world with. */
export interface ServeStack {
  readonly createServeListener: typeof ServeListener.createServeListener;
  readonly startServer: typeof StartServer.startServer;
  readonly buildWorld: typeof BuildWorld.buildWorld;
  readonly toObservedWorld: typeof ToObservedWorld.toObservedWorld;
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
    createServeListener: (require("../node/front/create-serve-listener") as typeof ServeListener)
      .createServeListener,
    startServer: (require("../node/start-server") as typeof StartServer).startServer,
    buildWorld: (require("../world/build-world") as typeof BuildWorld).buildWorld,
    toObservedWorld: (require("../world/to-observed-world") as typeof ToObservedWorld)
      .toObservedWorld,
  };
}
