import { mockHandler } from "../conformance/broken/mock-handlers";
import { onRequest } from "../conformance/broken/answers";
import { breakHandler } from "../conformance/broken/break-handler";
import { ownMockSession } from "../learn/own-mock-session";
import { recordHar } from "../learn/record-session";
import { createTempDir } from "../validation/temp-dir";
import { runCli } from "./helpers/cli-process";

// The learn command as users run it (the bin, a process each): its exit code follows conform's
// verdict on a HAR session recorded against the own mock, a broken server, and a capture that
// witnesses nothing.
jest.setTimeout(120_000);

const temp = createTempDir("learn-e2e");
afterAll(() => temp.remove());

async function learn(path: string): Promise<{ status: number | null; stdout: string }> {
  const run = await runCli(["learn", path]);
  return { status: run.code, stdout: run.stdout };
}

test.each([
  ["the own mock: conforms, exit 0", "own", 0, /: conforms$/m],
  [
    "idState ignored: fails, the rule and the entry named, exit 1",
    "broken",
    1,
    /error v2\.filter\.state [^]*?entry: +\S+#\/log\/entries\/\d+/,
  ],
  ["an empty HAR: nothing witnessed, exit 3", "assets", 3, /nothing witnessed: not green/],
] as const)("%s", async (_what, kind, status, output) => {
  const core = mockHandler("small");
  const session = await ownMockSession(core);
  const handler =
    kind === "broken"
      ? breakHandler(
          core,
          onRequest("v2-occurrences", (query) => query.delete("idState")),
        )
      : core;
  const har =
    kind === "assets"
      ? JSON.stringify({ log: { version: "1.2", entries: [] } })
      : await recordHar(handler, session);
  const result = await learn(temp.write(`${kind}.har`, har));
  expect(result.stdout).toMatch(output);
  expect(result.status).toBe(status);
});
