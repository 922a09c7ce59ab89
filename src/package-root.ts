import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * Finds the package's root folder (the one holding package.json and schemas/), walking up from
 * this file, so the same code works from src/ under ts-node or jest and from dist/ when built.
 */
export function findPackageRoot(start: string = __dirname): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, "package.json")) && existsSync(join(dir, "schemas"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`occurrence-contract: no package root above ${start}`);
    dir = parent;
  }
}

/** Absolute path of the package's root folder. */
export const PACKAGE_ROOT = findPackageRoot();
