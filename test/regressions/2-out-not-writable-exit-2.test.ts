import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createConformCommand } from "../../src/cli/conform-command";
import { main } from "../../src/cli/main";
import { UsageError } from "../../src/cli/usage-error";
import { createTempDir } from "../validation/temp-dir";

// Issue 2: `validate` and `conform` with an --out they cannot write (a folder where a file is
// meant, a file where a folder is meant) ended in "unexpected error" and exit 1, which for
// conform reads as "a check failed". A path that cannot be written is bad usage: one line, exit 2.
const temp = createTempDir("out-not-writable");
const body = temp.write("body.json", '{"msg": "x"}');
const aFile = temp.write("taken.txt", "not a folder");

let server: Server;
let baseUrl: string;
beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end("[]");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  temp.remove();
});

async function runMain(argv: string[]): Promise<{ code: number; errors: string[] }> {
  const errors: string[] = [];
  const error = jest.spyOn(console, "error").mockImplementation((line: unknown) => {
    errors.push(String(line));
  });
  const log = jest.spyOn(process.stdout, "write").mockImplementation(() => true);
  try {
    return { code: await main(argv), errors };
  } finally {
    error.mockRestore();
    log.mockRestore();
  }
}

describe("issue 2: an --out that cannot be written is a usage error (exit 2)", () => {
  test.each<[string, string[]]>([
    ["validate, one reporter, --out an existing folder", ["--out", temp.dir]],
    ["validate, one reporter, --out below a file", ["--out", `${aFile}/report.txt`]],
    [
      "validate, several reporters, --out a file",
      ["--reporter", "json", "--reporter", "junit", "--out", aFile],
    ],
  ])("%s -> exit 2, one line naming --out", async (_name, flags) => {
    const { code, errors } = await runMain(["validate", body, ...flags]);
    expect(code).toBe(2);
    expect(errors).toEqual([
      expect.stringMatching(/^occurrence-contract validate: --out .* is not writable: /),
    ]);
  });

  test("conform, --out an existing folder -> UsageError naming --out, not a finding", async () => {
    const command = createConformCommand({
      stdout: { write: () => true },
      stderr: { write: () => true, isTTY: false },
    });
    const argv = ["--base-url", baseUrl, "--api", "v1", "--seed", "1", "--out", temp.dir];
    const run = command.run(argv);
    await expect(run).rejects.toThrow(UsageError);
    await expect(run).rejects.toThrow(`--out ${temp.dir} is not writable`);
  });
});
