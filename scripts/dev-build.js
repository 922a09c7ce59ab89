"use strict";
// A checkout's build for running, not for shipping: every file of src/ transpiled to CommonJS by
// esbuild (types stripped, nothing checked, no bundling: the same files and requires as dist/),
// in .dev-build/<key>/, where the key names the sources' state (each file's path, size and
// time, and the tsconfig's). bin/ runs it while dist/ is missing or stale: the first start
// after a change builds it (a few hundred ms), later ones reuse it. A build is written to a
// temporary folder and renamed into place, so processes starting together never see half of
// one; each build removes all but the two newest others (a process may still run from one).
// `npm run build` (tsc) is what the package ships; this folder is never packed.
const { createHash } = require("node:crypto");
const {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} = require("node:fs");
const { join, relative } = require("node:path");

/** Folder of the builds, below the checkout's root (the sources find the root by walking up). */
const BUILDS = ".dev-build";
/** Written last into a build: a folder without it is not a build. */
const DONE = ".complete";
/** Builds kept besides the current one. */
const KEEP = 2;

/** Every file below `dir`, as [absolute path, stats], and the folders' own times. */
function walk(dir, into) {
  into.push([dir, statSync(dir)]);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, into);
    else into.push([path, statSync(path)]);
  }
  return into;
}

/** The sources' state: their TypeScript files, and a key that changes with any file or folder. */
function sourceState(root) {
  const entries = walk(join(root, "src"), []);
  for (const file of ["tsconfig.json", "tsconfig.build.json"]) {
    const path = join(root, file);
    if (existsSync(path)) entries.push([path, statSync(path)]);
  }
  const hash = createHash("sha1");
  for (const [path, stats] of entries) {
    hash.update(`${relative(root, path)}\0${stats.size}\0${stats.mtimeMs}\n`);
  }
  const files = entries
    .filter(([path, stats]) => stats.isFile() && path.endsWith(".ts") && !path.endsWith(".d.ts"))
    .map(([path]) => path);
  return { files, key: hash.digest("hex").slice(0, 16) };
}

/** Transpiles `files` (below `src`) into `outdir` with esbuild. */
function transpile(root, files, outdir) {
  const esbuild = require(require.resolve("esbuild", { paths: [root] }));
  esbuild.buildSync({
    entryPoints: files,
    outdir,
    outbase: join(root, "src"),
    format: "cjs",
    platform: "node",
    target: "node20",
    // No source maps: writing them costs a fifth more time (stack traces name the .js files).
    tsconfig: join(root, "tsconfig.json"),
    logLevel: "error",
  });
}

/** Removes all builds but `current` and the `KEEP` newest others, and stale temporary folders. */
function prune(builds, current) {
  const others = readdirSync(builds)
    .filter((name) => name !== current)
    .map((name) => ({ name, time: statSync(join(builds, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  let kept = 0;
  for (const { name, time } of others) {
    const temporary = name.includes(".tmp-");
    // Another process's temporary folder may be filling now: only an old one is left over.
    if (temporary ? Date.now() - time < 10 * 60_000 : kept++ < KEEP) continue;
    rmSync(join(builds, name), { recursive: true, force: true });
  }
}

/**
 * The CLI entry (main.js) of a build of `root`'s current sources, building it first when there
 * is none (silently: a start prints what a built copy prints).
 */
function devBuild(root) {
  const { files, key } = sourceState(root);
  const builds = join(root, BUILDS);
  const dir = join(builds, key);
  const entry = join(dir, "cli", "main.js");
  if (existsSync(join(dir, DONE))) return entry;
  mkdirSync(builds, { recursive: true });
  const temporary = `${dir}.tmp-${process.pid}`;
  rmSync(temporary, { recursive: true, force: true });
  transpile(root, files, temporary);
  writeFileSync(join(temporary, DONE), `${new Date().toISOString()}\n`);
  try {
    renameSync(temporary, dir);
  } catch (error) {
    // Another process renamed the same build into place first: it is the same output.
    rmSync(temporary, { recursive: true, force: true });
    if (!existsSync(join(dir, DONE))) throw error;
  }
  prune(builds, key);
  return entry;
}

module.exports = { devBuild, BUILDS };
