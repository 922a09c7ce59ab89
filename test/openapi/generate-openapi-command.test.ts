import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateOpenapiCommand } from "../../src/cli/generate-openapi-command";
import { UsageError } from "../../src/cli/usage-error";
import { buildOpenApiDocument } from "../../src/openapi";

describe("generate openapi", () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, "log").mockImplementation(() => undefined);
  });
  afterEach(() => log.mockRestore());

  test("--out FILE writes the document built from the schemas, with the server URL asked for", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "openapi-")), "nested", "openapi.json");
    const code = await generateOpenapiCommand.run([
      "--out",
      file,
      "--server-url",
      "http://localhost:4000",
    ]);
    expect(code).toBe(0);
    const written = JSON.parse(readFileSync(file, "utf8")) as unknown;
    expect(written).toEqual(buildOpenApiDocument({ serverUrl: "http://localhost:4000" }));
  });

  test.each([
    ["no --out -> usage error naming --out", [], /--out FILE is required/],
    [
      "a relative --server-url -> usage error naming the flag",
      ["--out", "x.json", "--server-url", "nope"],
      /--server-url/,
    ],
    [
      "an --out below a file -> usage error naming the path",
      ["--out", "/etc/hostname/x.json"],
      /--out \/etc\/hostname\/x.json is not writable/,
    ],
    ["an unknown flag -> usage error naming it", ["--out", "x.json", "--colour"], /colour/],
  ])("%s", async (_name, argv, message) => {
    await expect(generateOpenapiCommand.run(argv)).rejects.toThrow(UsageError);
    await expect(generateOpenapiCommand.run(argv)).rejects.toThrow(message);
  });
});
