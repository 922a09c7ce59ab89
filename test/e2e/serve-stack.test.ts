import { execFileSync } from "node:child_process";
import { join } from "node:path";

// `serve --data` reads its files before it loads its server (express, the app, faker): a large
// file then loads with about 15 MB less in the process, and V8 keeps the main thread's young
// generation at half the size (docs/speed.md, "One large file"). A static import of the server
// in serve-command (or in the flags it reads) would undo that without failing anything else.
const ROOT = join(__dirname, "..", "..");

/**
 * The server's modules in require.cache once serve-command is loaded (and, with `stack`, serveStack
 * called).
 */
function serverModulesLoaded(stack: boolean): string[] {
  const probe = `
    const root = ${JSON.stringify(ROOT)};
    const fresh = require(root + "/scripts/dist-is-fresh").distIsFresh(root);
    if (!fresh) require("ts-node").register({ transpileOnly: true, project: root + "/tsconfig.json" });
    const dir = root + (fresh ? "/dist/cli/" : "/src/cli/");
    require(dir + "serve-command");
    if (${stack}) require(dir + "serve-stack").serveStack();
    const server = /[\\\\/]node_modules[\\\\/](express|@faker-js)[\\\\/]|create-serve-listener|create-app/;
    console.log(JSON.stringify(Object.keys(require.cache).filter((key) => server.test(key))));`;
  const out = execFileSync(process.execPath, ["-e", probe], { cwd: ROOT, encoding: "utf8" });
  return JSON.parse(out) as string[];
}

describe("serve loads its server only once its data is loaded", () => {
  it("loading serve-command (its plan and flags included) loads no server module", () => {
    expect(serverModulesLoaded(false)).toEqual([]);
  });

  it("serveStack loads them (the probe sees them when they are there)", () => {
    const loaded = serverModulesLoaded(true);
    expect(loaded.some((key) => /create-serve-listener/.test(key))).toBe(true);
    expect(loaded.some((key) => /[\\/]express[\\/]/.test(key))).toBe(true);
    expect(loaded.some((key) => /@faker-js/.test(key))).toBe(true);
  });
});
