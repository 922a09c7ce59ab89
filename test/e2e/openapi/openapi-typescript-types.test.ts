import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import ts from "typescript";
import { buildOpenApiDocument } from "../../../src/openapi";
import { testWorld } from "../../server/helpers/test-world";
import { runTool, writeTempJson } from "../../openapi/helpers/run-tool";

// openapi-typescript 7 (the real tool) turns the document into types; the TypeScript compiler
// then checks client code written against them.
jest.setTimeout(180_000);

const CLIENT = `
import type { paths } from "./schema";
type Json<P extends keyof paths, M extends keyof paths[P], S extends number> =
  paths[P][M] extends { responses: { [K in S]: { content: { "application/json": infer B } } } } ? B : never;
type V1Occurrences = Json<"/api/v1/occurrences", "get", 200>;
type V1Cities = Json<"/api/v1/cities", "get", 200>;

// field[]=nome_cidade&field[]=estado_id: each row holds only the named columns.
export const named: V1Occurrences = [{ estado_id: 1, nome_cidade: "Niterói" }];
export const cities: V1Cities = [{ Cidade: "Niterói" }];
// Without field[]: the full row.
export const full: V1Occurrences = FULL_ROWS;
// @ts-expect-error a column holds its own type, with field[] too
export const wrongType: V1Occurrences = [{ nome_cidade: 5 }];
// @ts-expect-error no column that is not one of the row's
export const unknownColumn: V1Occurrences = [{ nome_da_cidade: "Niterói" }];

type Login = paths["/api/v2/auth/login"]["post"]["requestBody"];
export const login: NonNullable<Login>["content"]["application/x-www-form-urlencoded"] = { email: "a@b.c", password: "x" };
type Occurrences = Json<"/api/v2/occurrences", "get", 200>;
export const date: string = ({} as Occurrences).data[0]!.date;
`;

test("openapi-typescript types a field[] answer, a full answer and a login body correctly", async () => {
  const world = testWorld(40);
  const file = writeTempJson("openapi.json", buildOpenApiDocument({ world }));
  const schema = join(dirname(file), "schema.ts");
  const run = await runTool("openapi-typescript", [file, "--output", schema]);
  expect(run.stderr).not.toMatch(/error/i);
  expect(run.code).toBe(0);
  const doc = buildOpenApiDocument({ world }) as {
    paths: Record<
      string,
      Record<
        string,
        { responses: Record<string, { content: Record<string, { example: unknown }> }> }
      >
    >;
  };
  const example =
    doc.paths["/api/v1/occurrences"]!.get!.responses["200"]!.content["application/json"]!.example;
  const client = join(dirname(file), "client.ts");
  writeFileSync(client, CLIENT.replace("FULL_ROWS", JSON.stringify(example)));
  const program = ts.createProgram([client], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.CommonJS,
    skipLibCheck: true,
    types: [],
  });
  const problems = ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) =>
        `${d.file?.fileName.split("/").pop() ?? ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`,
    );
  expect(problems).toEqual([]);
});
