import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import { observedTypes } from "../../generators/observed-types";
import { getDepartures, type SchemaName } from "../../src/schemas";
import { loadSchemaFiles } from "../../src/schemas/load-schema-files";

// The observed types are checked by the compiler itself: each case is a small program over the
// generated types, compiled with the project's strict options, and its diagnostics are compared.
const ROOT = join(__dirname, "..", "..");
const TYPES = join(ROOT, "src", "generated", "types").replace(/\\/g, "/");
const REGISTRY = join(ROOT, "src", "schemas", "schema-registry").replace(/\\/g, "/");
const REAL = join(ROOT, "test", "fixtures", "real-world", "salvador-occurrences.json");
const dir = mkdtempSync(join(tmpdir(), "observed-types-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The production-shaped answer as a literal, so its strings keep their literal types. */
const REAL_LITERAL = readFileSync(REAL, "utf8");

/** The project's strict options, as each case is compiled with. */
const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noUncheckedIndexedAccess: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.CommonJS,
  types: ["node"],
  typeRoots: [join(ROOT, "node_modules", "@types")],
};

/**
 * A compiler host that parses every file but the cases once (the libraries, @types/node, the
 * generated types): each case is a new program, and parsing those again for each took most of
 * this file's time.
 */
const host = ts.createCompilerHost(OPTIONS);
const parsed = new Map<string, ts.SourceFile | undefined>();
const readSource = host.getSourceFile.bind(host);
host.getSourceFile = (fileName, language, onError) => {
  if (fileName.startsWith(dir)) return readSource(fileName, language, onError);
  if (!parsed.has(fileName)) parsed.set(fileName, readSource(fileName, language, onError));
  return parsed.get(fileName);
};

/**
 * The compiler's messages for a program (one file importing the generated types): the options'
 * and the case file's own. The files it imports are the project's, which `npm run typecheck`
 * checks; checking them again for every case took most of this file's time.
 */
function diagnostics(name: string, body: string): string[] {
  const file = join(dir, `${name}.ts`);
  writeFileSync(file, `import type * as T from ${JSON.stringify(TYPES)};\n${body}\n`);
  const program = ts.createProgram([file], OPTIONS, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(file))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

// The libraries, @types/node and the generated types parsed once before the cases (the first
// program pays for it: seconds on a busy machine), so each case is one small program.
beforeAll(() => {
  diagnostics("parse-once", "export {};");
}, 30_000);

describe("the generated observed types (src/generated/types.ts)", () => {
  test("a production-shaped answer is an ObservedOccurrencesResponse, each record an ObservedOccurrence", () => {
    const body = `
const body: T.ObservedOccurrencesResponse = ${REAL_LITERAL};
const records: T.ObservedOccurrence[] = body.data;
export { records };`;
    expect(diagnostics("assignable", body)).toEqual([]);
  });

  test("the same answer is no spec OccurrencesResponse (the departures are real differences)", () => {
    const body = `export const body: T.OccurrencesResponse = ${REAL_LITERAL};`;
    expect(diagnostics("spec", body).length).toBeGreaterThan(0);
  });

  test("reading transport.name needs narrowing first", () => {
    const body = `
export function transportName(t: T.ObservedTransport): string {
  return t.transport.name;
}`;
    expect(diagnostics("unnarrowed", body)).toEqual([
      expect.stringMatching(/Property 'name' does not exist on type 'string'/),
    ]);
  });

  test.each([
    [
      "transport: string or {id, name}",
      `export const f = (t: T.ObservedTransport): string =>
  typeof t.transport === "string" ? t.transport : t.transport.name;`,
    ],
    [
      "animalType: string or {id, type}",
      `export const f = (a: T.ObservedAnimalVictim): string =>
  typeof a.animalType === "string" ? a.animalType : a.animalType.type;`,
    ],
    [
      "releaseDate: a timestamp or null",
      `export const f = (t: T.ObservedTransport): string =>
  t.releaseDate === null ? "unknown" : t.releaseDate;`,
    ],
    [
      "a reason name: the spec's table or an observed spelling",
      `export const n: T.ObservedReasonName[] = ["Tentativa/roubo", "Tentativa/Roubo"];`,
    ],
    [
      "a circumstance item carries its type",
      `export const f = (v: T.ObservedVictim): string[] => v.circumstances.map((c) => c.type);`,
    ],
  ])(
    "a client handles both shapes once it narrows: %s",
    (name, body) => {
      expect(diagnostics(`narrowed-${name.length}`, body)).toEqual([]);
    },
    60_000,
  );

  test("an observed spelling is no spec ReasonName", () => {
    const body = `export const n: T.ReasonName = "Tentativa/Roubo";`;
    expect(diagnostics("spec-reason", body)).toEqual([
      expect.stringMatching(/"Tentativa\/Roubo"' is not assignable to type 'ReasonName'/),
    ]);
  });
});

describe("isValid narrows to the type of the profile it checked", () => {
  const program = (options: string, target: string): string => `
import { isValid } from ${JSON.stringify(REGISTRY)};
import type { Profile } from ${JSON.stringify(REGISTRY.replace(/schema-registry$/, "profile"))};
export function f(data: unknown, p: Profile): ${target} | undefined {
  void p;
  return isValid("v2/transport", data${options}) ? data : undefined;
}`;

  test.each([
    ["no options: the spec type", "", "T.Transport"],
    ["strict: the spec type", ", { strict: true }", "T.Transport"],
    ["spec: the spec type", ', { profile: "spec" }', "T.Transport"],
    ["observed: the observed type", ', { profile: "observed" }', "T.ObservedTransport"],
    ["a profile known at run time: the observed type", ", { profile: p }", "T.ObservedTransport"],
  ])(
    "%s",
    (_what, options, target) => {
      expect(
        diagnostics(`valid-${target.length}-${options.length}`, program(options, target)),
      ).toEqual([]);
    },
    60_000,
  );

  test.each([
    ["observed", ', { profile: "observed" }'],
    ["a profile known at run time", ", { profile: p }"],
  ])(
    "%s does not narrow to the spec type, which it does not check",
    (_what, options) => {
      const found = diagnostics(`invalid-${options.length}`, program(options, "T.Transport"));
      expect(found).toEqual([expect.stringMatching(/is not assignable to type 'Transport'/)]);
    },
    60_000,
  );
});

describe("observedTypes (generators/observed-types.ts)", () => {
  test("every schema a departure targets gets an observed type, named after its title", () => {
    const { names } = observedTypes(loadSchemaFiles(), getDepartures());
    const targeted = new Set(getDepartures().flatMap((d) => d.targets.map((t) => t.schema)));
    for (const schema of targeted) expect(names.get(schema)).toMatch(/^Observed[A-Z]/);
    expect(names.get("v2/occurrences-response")).toBe("ObservedOccurrencesResponse");
  });

  test("a departsFrom place no walk reaches fails the generation", () => {
    const [first] = getDepartures();
    if (first === undefined) throw new Error("no departures");
    const schema: SchemaName = "v2/occurrence";
    const stray = { ...first, targets: [{ schema, pointer: "/properties/nowhere" }] };
    expect(() => observedTypes(loadSchemaFiles(), [stray])).toThrow(
      /departsFrom places no observed type reaches: v2\/occurrence#\/properties\/nowhere/,
    );
  });
});
