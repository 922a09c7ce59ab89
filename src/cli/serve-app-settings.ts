import cluster from "node:cluster";
import type { ParsedFlags } from "./parse-flags";
import { runSecrets } from "./run-secrets";
import { UsageError } from "./usage-error";
import { tokenSecretOf } from "./serve-token-secret";
import { parseDateOffset, ORDERS } from "../query";
import { V1_BOUNDS } from "../query/v1";
import {
  APP_DEFAULTS,
  type AppOptions,
  parseCredentials,
  parseLatencyRange,
} from "../server/options-entry";

/** The createApp options the flags set (all but the world and the log). */
export type AppSettings = Omit<AppOptions, "world" | "log">;

/**
 * The app settings of `serve`'s parsed flags (paging defaults, date offset, auth, CORS, latency,
 * failures, v1 rows), checked: a bad value is a UsageError naming its flag. In a worker of
 * `serve --workers N`, the token secret is its primary's unless `--token-secret` is given.
 */
export function serveAppSettings(flags: ParsedFlags["flags"]): AppSettings {
  const dateOffset = String(flags["date-offset"]);
  if (parseDateOffset(dateOffset) === undefined) {
    throw new UsageError(`--date-offset must be Z or ±HH:MM (e.g. -03:00), got "${dateOffset}"`);
  }
  const defaultTake = Number(flags["default-take"]);
  const maxTake = Number(flags["max-take"]);
  if (defaultTake > maxTake) {
    throw new UsageError(`--default-take ${defaultTake} is above --max-take ${maxTake}`);
  }
  const latency =
    flags.latency === undefined ? undefined : parseLatencyRange(String(flags.latency));
  if (typeof latency === "string") throw new UsageError(`--latency ${latency}`);
  const credentials =
    flags.credentials === undefined ? undefined : parseCredentials(String(flags.credentials));
  if (typeof credentials === "string") throw new UsageError(`--credentials ${credentials}`);
  if (credentials !== undefined) runSecrets.add(credentials.password);
  // A worker of `serve --workers N` signs with its primary's secret unless one is given.
  const tokenSecret = tokenSecretOf(flags, process.env, (line) => {
    if (cluster.isPrimary) console.error(line);
  });
  if (tokenSecret instanceof UsageError) throw tokenSecret;
  // Whatever prints it by mistake, the secret is redacted (run-secrets).
  if (tokenSecret !== undefined) runSecrets.add(tokenSecret);
  return {
    defaultTake,
    maxTake,
    dateOffset,
    defaultOrder:
      ORDERS.find((order) => order === flags["default-order"]) ?? APP_DEFAULTS.defaultOrder,
    auth: flags.auth === "required" ? "required" : "off",
    tokenTtlSeconds: Number(flags["token-ttl"]),
    ...(tokenSecret === undefined ? {} : { tokenSecret }),
    cors: flags.cors !== "off",
    failRate: Number(flags["fail-rate"]),
    ...(flags["v1-max-rows"] === undefined ? {} : { v1MaxRows: Number(flags["v1-max-rows"]) }),
    v1Bounds: V1_BOUNDS.find((bounds) => bounds === flags["v1-bounds"]) ?? "inclusive",
    ...(latency === undefined ? {} : { latency }),
    ...(credentials === undefined ? {} : { credentials }),
  };
}
