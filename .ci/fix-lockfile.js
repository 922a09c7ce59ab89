#!/usr/bin/env node
// The npm registry this project installs from serves only the Linux builds of some optional
// platform packages (e.g. @unrs/resolver-binding-*, pulled in by jest 30), so npm leaves them out
// of package-lock.json and `npm ci` then refuses the lock as out of sync. This adds an entry for
// each missing optional package, marked with its os and cpu, so npm ci skips it on this machine.
// Run it after an npm install that rewrote the lock: node .ci/fix-lockfile.js
const fs = require("fs");
const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"));
const pk = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(pk)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies || {})) {
    const key = `node_modules/${dep}`;
    if (pk[key]) continue;
    const m = dep.match(/(android|darwin|freebsd|linux|win32|openharmony|wasm32)-([a-z0-9]+)/);
    const os = m ? m[1] : "none";
    const cpu = m ? m[2].replace("eabi", "").replace(/^arm$/, "arm") : "none";
    pk[key] = {
      version,
      cpu: [os === "wasm32" ? "wasm32" : cpu],
      os: [os],
      optional: true,
      dev: entry.dev || undefined,
    };
    added++;
  }
}
fs.writeFileSync("package-lock.json", JSON.stringify(lock, null, 2) + "\n");
console.log("added", added);
