import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import { removePortFile, writePortFile } from "./serve-port-file";
import { untilStopSignal } from "./until-stop-signal";
import { UsageError } from "./usage-error";

/**
 * The number of processes `--workers N|auto` asks for (auto: one per available core, `cores`
 * when given, else the machine's).
 */
export function parseWorkers(value: string, cores: number = availableParallelism()): number {
  if (value === "auto") return cores;
  if (!/^[0-9]+$/.test(value) || Number(value) < 1 || Number(value) > 256) {
    throw new UsageError(`--workers must be auto or an integer from 1 to 256, got "${value}"`);
  }
  return Number(value);
}

/** What the primary says once every worker listens. */
export type StartLine = (url: string) => string;

/** What the primary does besides printing the start line. */
export interface PrimaryOptions {
  /** --port-file: written once every worker listens, removed when they have stopped. */
  readonly portFile?: string;
  /** The command line each worker runs (default: the primary's own, process.argv.slice(2)). */
  readonly workerArgs?: readonly string[];
}

/**
 * The primary of `serve --workers N`: forks N workers (node:cluster; each runs the same command
 * line, builds the same seeded world and listens on the shared port, the primary handing out
 * connections), writes the port file and prints the start line once all listen, and on
 * SIGINT/SIGTERM stops them gracefully and resolves 0. A worker that fails before listening (the
 * port is in use) stops the others; its exit code is the primary's. A worker that dies later is
 * reported on stderr.
 */
export async function runPrimary(
  count: number,
  host: string,
  startLine: StartLine,
  options: PrimaryOptions = {},
): Promise<number> {
  const { portFile, workerArgs } = options;
  if (workerArgs !== undefined) cluster.setupPrimary({ args: [...workerArgs] });
  let wrotePortFile = false;
  const stopSignal = untilStopSignal();
  const workers: Worker[] = [];
  let listening = 0;
  let stopping = false;
  const exits = new Set<Promise<number>>();
  const ready = new Promise<number | undefined>((resolve) => {
    for (let i = 0; i < count; i += 1) {
      const worker = cluster.fork();
      workers.push(worker);
      exits.add(
        new Promise((done) =>
          worker.on("exit", (code) => {
            done(code ?? 1);
            if (listening < count) resolve(code ?? 1);
            else if (!stopping)
              console.error(
                `occurrence-contract serve: worker ${worker.process.pid} exited with ${code}`,
              );
          }),
        ),
      );
      worker.on("listening", (address) => {
        listening += 1;
        if (listening === count) {
          const shown = host.includes(":") ? `[${host}]` : host;
          const failed = portFile === undefined ? undefined : writePortFile(portFile, address.port);
          if (failed !== undefined) {
            console.error(`occurrence-contract serve: ${failed}`);
            resolve(2);
            return;
          }
          wrotePortFile = portFile !== undefined;
          console.log(startLine(`http://${shown}:${address.port}`));
          resolve(undefined);
        }
      });
    }
  });
  const failed = await Promise.race([ready, stopSignal.then(() => undefined)]);
  stopping = true;
  if (failed === undefined && listening === count) await stopSignal;
  for (const worker of workers) if (!worker.isDead()) worker.process.kill("SIGTERM");
  // A worker still starting (no signal handler yet) dies at once; one that hangs is killed.
  const force = setTimeout(() => {
    for (const worker of workers) if (!worker.isDead()) worker.process.kill("SIGKILL");
  }, 15_000);
  await Promise.all(exits);
  clearTimeout(force);
  if (wrotePortFile && portFile !== undefined) removePortFile(portFile);
  return failed ?? 0;
}
