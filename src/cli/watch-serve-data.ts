import { watch, type FSWatcher } from "node:fs";
import { stat } from "node:fs/promises";
import { basename, dirname, resolve } from "node:path";
import type { World } from "../world/views-entry";
import type { CollectOptions } from "../data";
import { loadServeData, messageOf } from "./load-serve-data";

/** How watchServeData reloads. */
export interface WatchServeDataOptions {
  /** The --data paths: files and folders. */
  readonly paths: readonly string[];
  /** --data-strict: findings reject a change too. */
  readonly strict: boolean;
  /** How the data is validated (as for the first load). */
  readonly collect?: CollectOptions;
  /**
   * Quiet time after the last change before reloading, in ms (editors write in bursts). Default
   * 250.
   */
  readonly debounceMs?: number;
  /** A change loaded: the new world and its findings. */
  readonly onWorld: (world: World, findings: readonly string[]) => void;
  /** A change that cannot be served: the lines saying why (the last good world stays). */
  readonly onRejected: (lines: readonly string[]) => void;
}

/** A running watch; close() stops it. */
export interface DataWatch {
  close(): void;
}

/**
 * Watches `serve --data` paths and reloads on change: a folder recursively, a file through its
 * folder (so a file an editor replaces by renaming is still seen). Changes are debounced and
 * reloads never overlap: a change during a reload causes one more reload after it. No change
 * ever throws out of a reload: what cannot be loaded or served goes to `onRejected`.
 */
export async function watchServeData(options: WatchServeDataOptions): Promise<DataWatch> {
  const { paths, strict, onWorld, onRejected } = options;
  const debounceMs = options.debounceMs ?? 250;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;
  let closed = false;
  const reload = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const load = await loadServeData(paths, strict, options.collect);
        if (closed) return;
        try {
          if (load.ok) onWorld(load.world, load.findings);
          else onRejected(load.lines);
        } catch (error) {
          // A world that cannot be served (its app fails to build) is a rejected change: a
          // reload never kills the server that is serving the last good data.
          onRejected([`${paths.join(", ")}: the change cannot be served: ${messageOf(error)}`]);
        }
      } while (again && !closed);
    } finally {
      running = false;
    }
  };
  const changed = (): void => {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(() => void reload(), debounceMs);
  };
  const watchers: FSWatcher[] = [];
  for (const path of paths) {
    const full = resolve(path);
    const isFolder = await stat(full).then(
      (info) => info.isDirectory(),
      () => false,
    );
    if (isFolder) watchers.push(watch(full, { recursive: true }, changed));
    else {
      const name = basename(full);
      watchers.push(
        watch(dirname(full), (_event, file) => {
          if (file === null || file === name) changed();
        }),
      );
    }
  }
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}
