import { readFileSync } from "node:fs";
import { join } from "node:path";
import { generateCommand } from "../../src/cli/generate-command";
import { buildWorld } from "../../src/world/build-world";
import { toObservedWorld } from "../../src/world/to-observed-world";
import { FIXTURE_FILES } from "../../src/world/write-fixtures";
import { runValidate as validate } from "./run-validate";
import { createTempDir } from "./temp-dir";

// `generate fixtures` writes v2 files as bare arrays of items (the `data` of a list answer);
// `validate` must recognise them from their shape and check each item, so people holding our
// own fixtures can check them.

const temp = createTempDir("validate-fixtures");
afterAll(() => temp.remove());

const dir = join(temp.dir, "fixtures");
const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
beforeAll(async () => {
  await generateCommand.run(["fixtures", "--out", dir, "--seed", "4", "--occurrences", "40"]);
  log.mockRestore();
}, 60_000);

/** A copy of a fixture file with `edit` applied to its items, in the scratch folder. */
function edited(file: string, edit: (items: Record<string, unknown>[]) => void): string {
  const items = JSON.parse(readFileSync(join(dir, file), "utf8")) as Record<string, unknown>[];
  edit(items);
  return temp.write(`edited/${file}`, JSON.stringify(items));
}

describe("validate: the files generate fixtures writes", () => {
  test.each(FIXTURE_FILES.map((file) => [file]))(
    "%s as written -> recognised from its shape, valid, exit 0",
    async (file) => {
      const { code, out } = await validate([join(dir, file)]);
      expect(out).not.toContain("undetermined");
      expect(out.trimEnd().split("\n").at(-1)).toBe("1 file, 1 body, 1 valid, 0 invalid");
      expect(code).toBe(0);
    },
    30_000,
  );

  test("the whole folder -> every file valid, exit 0", async () => {
    const { code, out } = await validate([dir]);
    expect(out.trimEnd().split("\n").at(-1)).toBe(
      `${FIXTURE_FILES.length} files, ${FIXTURE_FILES.length} bodies, ${FIXTURE_FILES.length} valid, 0 invalid`,
    );
    expect(code).toBe(0);
  });
});

describe("validate: a bare array of v2 items is checked item by item", () => {
  test.each<[string, string, (items: Record<string, unknown>[]) => void, string]>([
    [
      "a corrupted occurrence -> exit 1, the file and the item's pointer named",
      "v2/occurrences.json",
      (items) => (items[3]!.latitude = "north"),
      '/3/latitude [pattern]: must match the pattern ^[-+]?[0-9]{1,2}(\\.[0-9]+)?$, got string "north"',
    ],
    [
      "an occurrence missing a required field -> exit 1, pointer of the item",
      "v2/occurrences.json",
      (items) => delete items[7]!.documentNumber,
      '/7/documentNumber [required]: required field "documentNumber" is missing',
    ],
    [
      "a corrupted city -> exit 1, pointer into the item",
      "v2/cities.json",
      (items) => (items[2]!.name = ""),
      '/2/name [minLength]: must be at least 1 characters long, got string ""',
    ],
    [
      "a corrupted state -> exit 1, pointer into the item",
      "v2/states.json",
      (items) => (items[1]!.id = 7),
      "/1/id [type]: must be a string, got number 7",
    ],
    [
      "a city among occurrences -> one clear kind finding at its index, not its missing fields",
      "v2/occurrences.json",
      (items) => {
        const cities = JSON.parse(readFileSync(join(dir, "v2/cities.json"), "utf8")) as unknown[];
        items[5] = cities[0] as Record<string, unknown>;
      },
      "/5 [kind]: a v2/city item in an array of v2/occurrence items (one array holds one kind)",
    ],
    [
      "a corrupted v1 row -> exit 1, pointer into the row",
      "v1/occurrences.json",
      (items) => (items[4]!.id_ocorrencia = "x"),
      '/4/id_ocorrencia [type]: must be an integer, got string "x"',
    ],
  ])(
    "%s",
    async (_rule, file, edit, finding) => {
      const path = edited(file, edit);
      const { code, out } = await validate([path]);
      expect(out).toContain(`${path} ${finding}`);
      expect(code).toBe(1);
    },
    30_000,
  );

  test("a mixed array reports only the odd item: the other items stay valid", async () => {
    const path = edited("v2/states.json", (items) => {
      items.push(JSON.parse(readFileSync(join(dir, "v2/cities.json"), "utf8"))[0]);
    });
    const { out } = await validate([path]);
    expect(out).toContain("[kind]: 1 violation in 1 body");
    expect(out).not.toContain("[required]");
  });
});

describe("validate: a bare array of the observed world's occurrences", () => {
  const observed = toObservedWorld(buildWorld({ seed: 2, occurrences: 30 }));
  test.each<[string, string, number, RegExp]>([
    ["--profile spec -> the departures are violations, exit 1", "spec", 1, /0 valid, 1 invalid$/],
    [
      "--profile observed -> the departures are warnings, exit 0",
      "observed",
      0,
      /1 valid, 0 invalid \(\d+ known departures as warnings\)$/,
    ],
  ])("%s", async (_rule, profile, exit, summary) => {
    const path = temp.write("observed.json", JSON.stringify(observed.occurrences.map((o) => o.v2)));
    const { code, out } = await validate(["--profile", profile, path]);
    expect(out.trimEnd().split("\n").at(-1)).toMatch(summary);
    expect(code).toBe(exit);
  });
});

describe("validate: an empty array", () => {
  test("[] -> undetermined (every list fits it), exit 1, the reason says to name --schema", async () => {
    const path = temp.write("empty.json", "[]");
    const { code, out } = await validate([path]);
    expect(out).toContain(
      `${path}: schema cannot be told from the body: an empty array fits every list (v1 answers, v2 fixture files): name it with --schema`,
    );
    expect(code).toBe(1);
  });

  test.each([["v2/occurrence"], ["v2/city"], ["v2/state-ref"], ["v1/occurrences-response"]])(
    "[] with --schema %s -> valid, exit 0",
    async (schema) => {
      const path = temp.write("empty.json", "[]");
      const { code, out } = await validate(["--schema", schema, path]);
      expect(out.trimEnd().split("\n").at(-1)).toBe("1 file, 1 body, 1 valid, 0 invalid");
      expect(code).toBe(0);
    },
  );

  test("--schema v2/occurrence on a bare array -> each item checked, pointer of the item", async () => {
    const path = edited("v2/occurrences.json", (items) => (items[2]!.date = "yesterday"));
    const { code, out } = await validate(["--schema", "v2/occurrence", path]);
    expect(out).toContain(`${path} /2/date [`);
    expect(code).toBe(1);
  });

  test("--schema v2/occurrence on one occurrence (an object) -> checked as it is", async () => {
    const first = (
      JSON.parse(readFileSync(join(dir, "v2/occurrences.json"), "utf8")) as unknown[]
    )[0];
    const path = temp.write("one.json", JSON.stringify(first));
    const { code } = await validate(["--schema", "v2/occurrence", path]);
    expect(code).toBe(0);
  });
});
