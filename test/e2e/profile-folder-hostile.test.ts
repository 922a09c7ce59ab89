import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { waitFor } from "../server/helpers/wait-for";
import { createTempDir } from "../validation/temp-dir";
import { runCli, startCli, type CliRun } from "./helpers/cli-process";

// A profile folder is untrusted input: every command that loads one (serve, validate, conform,
// learn --profile, proxy) refuses a hostile overlay with one line naming the file and the
// keyword, exit 2, before it could hang, grow or crash. And what learn writes, serve serves.
jest.setTimeout(600_000);

const REAL = join(__dirname, "..", "fixtures", "real-world", "salvador-occurrences.json");
const API = "https://api-service.fogocruzado.org.br/api/v2";
const temp = createTempDir("profile-hostile");
afterAll(() => temp.remove());

function run(args: readonly string[]): Promise<CliRun> {
  return runCli(args);
}

const NOTE = {
  departsFrom: "v2/occurrence#/properties/address",
  summary: "s",
  seen: "s",
  where: "w",
  since: "2025",
  share: 1,
};

/** Hostile overlays: the folder's one file, and the keyword its line must name. */
const HOSTILE: ReadonlyArray<readonly [string, Record<string, unknown>, string]> = [
  ["catastrophic pattern", { "x-departure": NOTE, type: "string", pattern: "^(a+)+$" }, "pattern"],
  [
    "enum of 300,000 values",
    { "x-departure": NOTE, enum: Array.from({ length: 300_000 }, (_, i) => `v${i}`) },
    "enum",
  ],
  [
    "recursive $ref",
    { "x-departure": NOTE, type: "object", required: ["a"], properties: { a: { $ref: "#" } } },
    "\\$ref",
  ],
  ["minItems of 2e8", { "x-departure": NOTE, type: "array", minItems: 2e8 }, "minItems"],
  [
    "x-faker walking the prototype chain",
    { "x-departure": NOTE, "x-faker": "__proto__.__proto__.__defineGetter__" },
    "x-faker",
  ],
  [
    "x-faker length of 300 million",
    { "x-departure": NOTE, "x-faker": { fn: "string.alpha", args: [{ length: 3e8 }] } },
    "x-faker",
  ],
  [
    "x-decimals of 4e8",
    { "x-departure": NOTE, type: "string", "x-decimals": { min: 1, max: 4e8 } },
    "max",
  ],
  [
    "departsFrom constructor",
    {
      "x-departure": { ...NOTE, departsFrom: "v2/occurrence#/properties/constructor" },
      type: "string",
    },
    "departsFrom",
  ],
];

const record = temp.write(
  "record.json",
  JSON.stringify((JSON.parse(readFileSync(REAL, "utf8")) as { data: unknown[] }).data[0]),
);

const folders = HOSTILE.map(([name, overlay], i) => ({
  name,
  dir: join(temp.dir, `hostile-${i}`),
  file: temp.write(`hostile-${i}/overlay.json`, JSON.stringify(overlay)),
}));

/** Each command that loads a profile, as run on the folder. */
const COMMANDS: ReadonlyArray<readonly [string, (dir: string) => string[]]> = [
  ["validate", (dir) => ["validate", record, "--schema", "v2/occurrence", "--profile", dir]],
  ["serve", (dir) => ["serve", "--port", "0", "--profile", dir]],
  ["conform", (dir) => ["conform", "--base-url", "http://127.0.0.1:9", "--profile", dir]],
  ["learn --profile", (dir) => ["learn", record, "--profile", dir]],
  [
    "proxy",
    (dir) => ["proxy", "--upstream", "http://127.0.0.1:9", "--port", "0", "--profile", dir],
  ],
];

function expectOneLine(result: CliRun, file: string, keyword: string): void {
  expect(result.signal).toBeNull();
  expect(result.code).toBe(2);
  const lines = result.stderr.trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(file);
  expect(lines[0]).toMatch(new RegExp(`${keyword} at #`));
  expect(result.stderr).not.toMatch(/unexpected error|Maximum call stack| {4}at /);
}

describe("a hostile overlay is one line, exit 2, naming the file and the keyword", () => {
  test.each(HOSTILE.map(([name, , keyword], i) => [name, i, keyword] as const))(
    "validate --profile DIR with a %s",
    async (_, i, keyword) => {
      const folder = folders[i];
      if (folder === undefined) throw new Error("no folder");
      expectOneLine(await run(COMMANDS[0]?.[1](folder.dir) ?? []), folder.file, keyword);
    },
  );

  test.each(COMMANDS.slice(1).map(([name, argv]) => [name, argv] as const))(
    "%s with a catastrophic pattern, then with a recursive $ref",
    async (_, argv) => {
      for (const i of [0, 2]) {
        const folder = folders[i];
        const keyword = HOSTILE[i]?.[2] ?? "";
        if (folder === undefined) throw new Error("no folder");
        expectOneLine(await run(argv(folder.dir)), folder.file, keyword);
      }
    },
  );
});

describe("the documented workflow: learn --write-departures D, then serve --profile D", () => {
  test("a capture whose address is an object {street, number}: serve serves the departure", async () => {
    const body = JSON.parse(readFileSync(REAL, "utf8")) as { data: Array<Record<string, unknown>> };
    body.data = body.data.map((o, i) => ({
      ...o,
      address: { street: i % 2 === 0 ? "Rua das Flores" : "Avenida Sete", number: 10 + i },
    }));
    const har = temp.write(
      "address.har",
      JSON.stringify({
        log: {
          entries: [
            {
              request: { method: "GET", url: `${API}/occurrences?page=1` },
              response: {
                status: 200,
                content: { mimeType: "application/json", text: JSON.stringify(body) },
              },
            },
          ],
        },
      }),
    );
    const dir = join(temp.dir, "learned");
    const learned = await run(["learn", har, "--write-departures", dir]);
    expect(learned.stderr).toBe("");
    expect(readdirSync(dir)).toContain("address-object.json");

    const portFile = join(temp.dir, "serve.port");
    // Its stdout is not read: --quiet prints the base URL alone.
    const child = startCli([
      "serve",
      "--profile",
      dir,
      "--port",
      "0",
      "--quiet",
      "--port-file",
      portFile,
    ]);
    const stderr = child.stderr;
    try {
      await waitFor(() => existsSync(portFile) || child.child.exitCode !== null, 120_000);
      expect(stderr()).toBe("");
      const port = readFileSync(portFile, "utf8").trim();
      const answer = await fetch(`http://127.0.0.1:${port}/api/v2/occurrences?take=100`);
      expect(answer.status).toBe(200);
      const served = (await answer.json()) as { data: Array<{ address: unknown }> };
      const objects = served.data.filter(
        (o) => typeof o.address === "object" && o.address !== null,
      );
      expect(objects.length).toBeGreaterThan(0);
      for (const { address } of objects) {
        expect(address).toEqual({ street: expect.any(String), number: expect.any(Number) });
      }
    } finally {
      child.child.kill("SIGTERM");
      await child.ended;
    }
  });
});
