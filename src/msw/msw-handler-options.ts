import type { Profile, ProfileFolder } from "../schemas";
import type { AppOptions } from "../server";
import type { World, WindowBounds } from "../world";

/**
 * How createHandlers serves: the options of `occurrence-contract serve` (the world's seed, size,
 * window and profile, and every createApp option) plus where the handlers listen (baseUrl).
 */
export interface MswHandlerOptions
  extends Omit<AppOptions, "world" | "log" | "transport">, Omit<WindowBounds, "now"> {
  /**
   * The world to serve, already built; when given, seed, occurrences, window and profile are not
   * read.
   */
  readonly world?: World;
  /**
   * Last day of the world's data, YYYY-MM-DD (serve --until). Default: up to the minute the
   * handlers are created (by `now`, default Date.now), as serve, so a client's "last six months"
   * call gets rows and no record or X-Last-Update lies ahead of its clock; pin it (e.g.
   * `"2025-12-31"`) where bytes must not change (snapshots, fixtures).
   */
  readonly until?: string;
  /** The world's seed (serve --seed). Default 1, as serve. */
  readonly seed?: number;
  /** How many occurrences the world has (serve --occurrences). Default 10,000, as serve. */
  readonly occurrences?: number;
  /**
   * `spec` (default): the documented contract. `observed`: the service as it really answers
   * (serve --profile observed): the observed world, and unknown /api/v2 parameters ignored
   * unless `unknownParameters` says otherwise. A profile folder (`loadProfile(DIR)`, or
   * `profileFolderOf(name, files)` in a browser): records shaped by its overlays.
   */
  readonly profile?: Profile | ProfileFolder;
  /**
   * With profile `observed`: also the dirty data production sends (serve --dirty). Default false.
   */
  readonly dirty?: boolean;
  /**
   * Where the API is: an origin with an optional path prefix, e.g. `https://api.example.org` or
   * `http://localhost:5173/backend` (the prefix is removed before routing). Default: any origin,
   * no prefix, so an API path of whatever host the app calls is answered.
   */
  readonly baseUrl?: string;
  /**
   * Cache-Control of stable answers (those that carry an ETag), as the server's transport sends
   * it. Default `no-cache`, the server's default.
   */
  readonly cacheControl?: string;
}
