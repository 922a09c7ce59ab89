import cluster from "node:cluster";
import { PROCESS_TOKEN_SECRET } from "../server/auth";

/**
 * The environment variable by which the primary of `serve --workers N` hands its random token
 * secret to its workers (they inherit its environment), so that a token one worker issued opens
 * every other. `--token-secret`, when given, is every worker's own flag and wins.
 */
export const WORKER_TOKEN_SECRET_ENV = "OCCURRENCE_CONTRACT_WORKER_TOKEN_SECRET";

/** In the primary, before it forks: its workers will sign with its secret. */
export function shareTokenSecretWithWorkers(): void {
  process.env[WORKER_TOKEN_SECRET_ENV] = PROCESS_TOKEN_SECRET;
}

/** In a worker of `serve --workers N`: its primary's secret; undefined in any other process. */
export function workerTokenSecret(): string | undefined {
  return cluster.isWorker ? process.env[WORKER_TOKEN_SECRET_ENV] : undefined;
}
