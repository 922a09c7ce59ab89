/**
 * Resolves with the first SIGINT or SIGTERM. The handlers are installed when it is called, so a
 * long-running command calls it before it says it is ready: a Ctrl-C sent on seeing that line
 * then stops it gracefully instead of killing it (or, when bash started it in the background with
 * SIGINT ignored, being lost).
 */
export function untilStopSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals): void => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      resolve(signal);
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
}
