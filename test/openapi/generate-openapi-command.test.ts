import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateOpenapiCommand } from "../../src/cli/generate-openapi-command";
import { UsageError } from "../../src/cli/usage-error";
import { buildOpenApiDocument } from "../../src/openapi";

// The first command builds the document from every schema (under a second idle, past the tier's
// 5 s on a machine kept busy by other processes): a budget that does not depend on its speed.
jest.setTimeout(30_000);

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

  test("--auth required states the bearer token as required on the data endpoints", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "openapi-")), "openapi.json");
    expect(await generateOpenapiCommand.run(["--out", file, "--auth", "required"])).toBe(0);
    const written = JSON.parse(readFileSync(file, "utf8")) as {
      paths: Record<string, { get: { security: unknown } }>;
    };
    expect(written.paths["/api/v2/occurrences"]?.get.security).toEqual([{ bearer: [] }]);
  });

  test.each([
    [
      "--auth maybe -> usage error naming the flag",
      ["--out", "x.json", "--auth", "maybe"],
      /--auth/,
    ],
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
