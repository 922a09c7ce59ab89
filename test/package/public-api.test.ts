import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as api from "../../src";

/** The names docs/library.md's table of exports shows as values (functions and constants). */
function documentedValues(): string[] {
  const page = readFileSync(join(__dirname, "../../docs/library.md"), "utf8");
  const table = page.slice(page.indexOf("## The exports"), page.indexOf("## Examples"));
  const rows = table
    .split("\n")
    .filter((line) => line.startsWith("| `") && !/^\| types /.test(line));
  const first = rows.map((row) => row.split("|")[1] ?? "");
  const names = first.flatMap((cell) =>
    [...cell.matchAll(/`(?:occurrence-contract\/\w+: )?([A-Za-z_][\w]*)/g)].map((m) => m[1] ?? ""),
  );
  return [...new Set(names.filter((name) => name !== "" && name !== "occurrence"))];
}

describe("the package's public API is what docs/library.md shows", () => {
  const names = documentedValues();

  test("the table names the exports (the scan reads it)", () => {
    expect(names).toEqual(
      expect.arrayContaining(["loadDataWorld", "RunStoppedError", "OPERATIONS", "isProfile"]),
    );
  });

  test.each(names.filter((name) => name !== "createHandlers"))(
    "%s is exported by the root entry",
    (name) => {
      expect(Object.keys(api)).toContain(name);
    },
  );
});
