import childProcess from "node:child_process";
import net from "node:net";
import { ORIGINALS, type Originals } from "./originals";

/**
 * The fast tier runs in process: a test that opens a socket (`listen`) or starts a process
 * fails here, naming what it tried, and belongs under test/e2e/. Node's modules are shared by
 * every test file a jest worker runs, so the originals are kept (test/setup/originals.ts) and
 * put back after the file: an e2e file run next by the same worker gets them.
 */
/**
 * The tier's time per test (a test may say more), set here for the reason the e2e tier's setup
 * file gives: a project's `testTimeout` is not read under `npm run test:all`.
 */
jest.setTimeout(5_000);

function refuse(what: string): () => never {
  return () => {
    throw new Error(
      `${what} in the fast tier: a test that needs sockets or processes goes under test/e2e/`,
    );
  };
}

const PROCESS_FUNCTIONS = [
  "spawn",
  "spawnSync",
  "exec",
  "execSync",
  "execFile",
  "execFileSync",
  "fork",
] as const satisfies readonly (keyof Originals["childProcess"])[];

const saved: Originals = (ORIGINALS.value ??= {
  listen: net.Server.prototype.listen,
  childProcess: Object.fromEntries(
    PROCESS_FUNCTIONS.map((name) => [name, childProcess[name]]),
  ) as Originals["childProcess"],
});

net.Server.prototype.listen = refuse("net.Server.listen");
for (const name of PROCESS_FUNCTIONS) {
  Object.assign(childProcess, { [name]: refuse(`child_process.${name}`) });
}

afterAll(() => {
  net.Server.prototype.listen = saved.listen;
  Object.assign(childProcess, saved.childProcess);
});
