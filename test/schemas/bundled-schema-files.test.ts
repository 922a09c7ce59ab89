import { SCHEMA_FILES } from "../../src/schemas";
import { loadSchemaFiles } from "../../src/schemas/load-schema-files";

// The registry reads the schemas bundled as data (src/generated/schema-files.ts, written by
// `npm run generate`), so that it runs in a browser; schemas/ on disk stays the one truth.
describe("the bundled schema files (SCHEMA_FILES)", () => {
  const onDisk = loadSchemaFiles();

  test("hold every file of schemas/, in the same order, with the same content", () => {
    expect(SCHEMA_FILES.map((file) => file.name)).toEqual(onDisk.map((file) => file.name));
    expect(SCHEMA_FILES.map((file) => file.schema)).toEqual(onDisk.map((file) => file.schema));
  });

  test("name each file by its path relative to the package root", () => {
    expect(SCHEMA_FILES.map((file) => file.path)).toEqual(
      onDisk.map((file) => `schemas/${file.name}.json`),
    );
  });
});
