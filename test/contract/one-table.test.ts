import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const SRC = join(__dirname, "../../src");

/** Every TypeScript file of src/ but the generated ones, relative to src/. */
function sourceFiles(dir: string = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(path);
    return entry.name.endsWith(".ts") ? [relative(SRC, path)] : [];
  });
}

const files = sourceFiles();

describe("the contract table is the one place that writes endpoints", () => {
  test.each([
    [
      "an endpoint path",
      /['"`]\/(api\/v[12]\/)?(occurrences|cities|states)['"`/]|\/api\/v[12]\/(occurrences|cities)/,
    ],
    ["a v2 envelope message", /Success in filtering occurrences|Successfully returned cities/],
  ])("only src/contract writes %s", (_what, pattern) => {
    const writers = files.filter((file) => pattern.test(readFileSync(join(SRC, file), "utf8")));
    expect(writers.filter((file) => !file.startsWith("contract/"))).toEqual([]);
  });

  test("the scan sees the table itself (the pattern still matches what it guards)", () => {
    const table = readFileSync(join(SRC, "contract/operation-rows.ts"), "utf8");
    expect(table).toMatch(/route: "\/occurrences"/);
  });
});
