"use strict";
// Whether dist/ holds a build of the checkout's current sources: its CLI entry is at least as new
// as every file and folder below src/ (a folder's time changes when a file is added or removed)
// and as the build's tsconfig files. Used by the bin (in a checkout) and by prepack (build-if-stale.js).
const { existsSync, readdirSync, statSync } = require("node:fs");
const { join } = require("node:path");

function newestMtime(dir) {
  let newest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

/** Whether `root`'s dist/ is a build of its src/ as they are now. */
function distIsFresh(root) {
  const built = join(root, "dist", "cli", "main.js");
  if (!existsSync(built)) return false;
  const sources = Math.max(
    newestMtime(join(root, "src")),
    ...["tsconfig.json", "tsconfig.build.json"].map((file) => statSync(join(root, file)).mtimeMs),
  );
  return statSync(built).mtimeMs >= sources;
}

module.exports = { distIsFresh };
