import type childProcess from "node:child_process";
import type net from "node:net";

/** The functions the fast tier's setup replaces, as Node had them. */
export interface Originals {
  readonly listen: net.Server["listen"];
  readonly childProcess: Pick<
    typeof childProcess,
    "spawn" | "spawnSync" | "exec" | "execSync" | "execFile" | "execFileSync" | "fork"
  >;
}

const KEY = Symbol.for("occurrence-contract.test.originals");

/**
 * Where the originals are kept across test files: on `process`, which every file of a jest
 * worker shares (each file has its own module registry, so a module variable would not do).
 */
export const ORIGINALS: { value: Originals | undefined } = {
  get value(): Originals | undefined {
    return (process as unknown as Record<symbol, Originals | undefined>)[KEY];
  },
  set value(originals: Originals | undefined) {
    (process as unknown as Record<symbol, Originals | undefined>)[KEY] = originals;
  },
};
