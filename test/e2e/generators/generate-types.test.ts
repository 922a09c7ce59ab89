import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// json-schema-to-typescript loads prettier 3 through a dynamic import that a jest worker cannot
// run, so the generator runs in a child process, as `npm run generate` does.
const ROOT = join(__dirname, "..", "..", "..");
const TYPES = join(ROOT, "src", "generated", "types.ts");

function runGenerator(...args: string[]): { status: number; output: string } {
  try {
    const output = execFileSync(
      process.execPath,
      [
        require.resolve("ts-node/dist/bin"),
        "--transpile-only",
        "generators/generate-types.ts",
        ...args,
      ],
      { cwd: ROOT, encoding: "utf8", stdio: "pipe" },
    );
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status: number; stderr: string };
    return { status: failed.status, output: failed.stderr };
  }
}

describe("generate-types", () => {
  test("the committed types equal a fresh generation from schemas/", () => {
    const result = runGenerator("--check");
    expect(result.output).toBe("");
    expect(result.status).toBe(0);
  });

  test("--check fails and names the file when the committed types are stale", () => {
    const backup = join(mkdtempSync(join(tmpdir(), "types-")), "types.ts");
    copyFileSync(TYPES, backup);
    try {
      writeFileSync(TYPES, `${readFileSync(TYPES, "utf8")}\n// edited by hand\n`);
      const result = runGenerator("--check");
      expect(result.status).toBe(1);
      expect(result.output).toContain("stale:");
      expect(result.output).toContain("types.ts");
    } finally {
      copyFileSync(backup, TYPES);
      rmSync(backup);
    }
  });

  test("the generated files carry the DO-NOT-EDIT banner naming the command", () => {
    expect(readFileSync(TYPES, "utf8")).toMatch(
      /^\/\* DO NOT EDIT\. Generated .* `npm run generate`/,
    );
  });
});
