import { execFileSync, spawnSync, type SpawnSyncReturns } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The repository's root folder. */
export const ROOT = join(__dirname, "..", "..", "..", "..");

/** A fresh project with the packed package installed, and what packing and installing said. */
export interface PackedApp {
  /** The temporary folder holding the tarball and the project. */
  readonly dir: string;
  /** The project's folder. */
  readonly app: string;
  readonly tarball: string;
  /** What `npm pack` and `npm install` of the tarball wrote to stderr (warnings). */
  readonly packWarnings: string;
  readonly installWarnings: string;
  /** Runs a program in the project's folder (or `cwd`). */
  run(file: string, args: readonly string[], cwd?: string): SpawnSyncReturns<string>;
  /**
   * `npm install` of packages into the project, from npm's cache when it holds them, no scripts.
   */
  install(...specs: string[]): void;
  /** Removes the temporary folder. */
  remove(): void;
}

function runIn(cwd: string, file: string, args: readonly string[]): SpawnSyncReturns<string> {
  return spawnSync(file, args, { cwd, encoding: "utf8", timeout: 120_000 });
}

/**
 * The package as a user gets it: `npm pack` (which runs prepack: dist/ built only if the sources
 * changed since the last build), installed into an empty project from the tarball (never from a
 * registry; its dependencies come from npm's cache), scripts allowed as a user's install allows
 * them (there must be none to run). Packing and installing take tens of seconds on a loaded
 * machine.
 */
export function installPackedApp(): PackedApp {
  const dir = mkdtempSync(join(tmpdir(), "oc-package-"));
  const app = join(dir, "app");
  const packed = runIn(ROOT, "npm", ["pack", "--json", "--pack-destination", dir]);
  if (packed.status !== 0) throw new Error(`npm pack failed: ${packed.stderr}`);
  const [info] = JSON.parse(packed.stdout) as { filename: string }[];
  const tarball = join(dir, info?.filename ?? "");
  mkdirSync(app);
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "app", private: true }));
  const installed = runIn(app, "npm", [
    "install",
    "--prefer-offline",
    "--no-audit",
    "--no-fund",
    "--foreground-scripts",
    tarball,
  ]);
  if (installed.status !== 0) throw new Error(`npm install failed: ${installed.stderr}`);
  return {
    dir,
    app,
    tarball,
    packWarnings: packed.stderr,
    installWarnings: installed.stderr,
    run: (file, args, cwd = app) => runIn(cwd, file, args),
    install: (...specs) => {
      execFileSync(
        "npm",
        ["install", "--prefer-offline", "--no-audit", "--no-fund", "--ignore-scripts", ...specs],
        { cwd: app, encoding: "utf8", stdio: "pipe" },
      );
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
