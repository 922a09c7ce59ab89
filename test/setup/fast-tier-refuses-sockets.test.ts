import childProcess from "node:child_process";
import { createServer } from "node:http";
import net from "node:net";

// The fast tier's setup (no-sockets-or-processes.ts) at work: a test that listens or starts a
// process fails at once, naming where it belongs.
describe("the fast tier refuses sockets and processes", () => {
  test.each<[string, () => unknown]>([
    ["net.Server.listen", () => net.createServer().listen(0, "127.0.0.1")],
    ["an http server's listen", () => createServer().listen(0, "127.0.0.1")],
    ["child_process.spawn", () => childProcess.spawn(process.execPath, ["-v"])],
    ["child_process.execFile", () => childProcess.execFile(process.execPath, ["-v"])],
    ["child_process.execFileSync", () => childProcess.execFileSync(process.execPath, ["-v"])],
    ["child_process.fork", () => childProcess.fork("nothing.js")],
  ])("%s throws, pointing at test/e2e/", (_name, start) => {
    expect(start).toThrow(
      /in the fast tier: a test that needs sockets or processes goes under test\/e2e\//,
    );
  });
});
