import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PACKAGE_ROOT } from "./package-root";

/** The package's name and version, as its package.json states them. */
export interface PackageInfo {
  readonly name: string;
  readonly version: string;
}

let info: PackageInfo | undefined;

/** Reads package.json once (on first call, not at import time) and keeps its name and version. */
export function packageInfo(): PackageInfo {
  if (info === undefined) {
    const pkg = JSON.parse(readFileSync(join(PACKAGE_ROOT, "package.json"), "utf8")) as {
      name?: string;
      version?: string;
    };
    info = { name: pkg.name ?? "occurrence-contract", version: pkg.version ?? "0.0.0" };
  }
  return info;
}
