import { readFileSync } from "node:fs";
import { join } from "node:path";
import { OPERATIONS, ROW_SCHEMAS, type Operation, type SecurityKind } from "../contract";
import { PACKAGE_ROOT } from "../package-root";
import { type JsonSchemaObject, type SchemaFile, type SchemaName } from "../schemas";
import { loadSchemaFiles } from "../schemas/load-schema-files";
import {
  type AuthMode,
  ApiError,
  ERROR_CATALOGUE,
  ERROR_CODES,
  type ErrorCode,
  renderV1Error,
  renderV2Error,
} from "../server";
import { buildWorld, DEFAULT_WORLD_OPTIONS, type World } from "../world";
import { buildExamples } from "./build-examples";
import { headerDoc } from "./header-docs";
import { REQUEST_BODY_SCHEMAS } from "./request-body-schemas";
import { toComponentSchema, type ComponentNames } from "./to-component-schema";

/** Options of the generated OpenAPI document. */
export interface OpenApiOptions {
  /** The server URL the document names; `/` (the server that serves the document) when absent. */
  readonly serverUrl?: string;
  /** The document's version string; the package's version when absent. */
  readonly version?: string;
  /** The largest take the server accepts, when not the schema's (the mock's --max-take). */
  readonly maxTake?: number;
  /** The take served when a request has none (the mock's --default-take). */
  readonly defaultTake?: number;
  /** The order served when a request has none (the mock's --default-order). */
  readonly defaultOrder?: string;
  /**
   * Whether the data endpoints require a token (the mock's --auth). Absent: the document states
   * the token as optional and says that `--auth required` makes it required.
   */
  readonly auth?: AuthMode;
  /** The world whose records the examples show; the default seeded world when absent. */
  readonly world?: World;
}

type Json = Record<string, unknown>;

/** The name of the security scheme every token-taking operation names. */
const BEARER = "bearer";

/** Everything the operations are built from, prepared once per document. */
interface Context {
  readonly files: ReadonlyMap<string, SchemaFile>;
  readonly titles: ReadonlyMap<string, string>;
  readonly components: ComponentNames;
  readonly examples: ReadonlyMap<SchemaName, unknown>;
  readonly options: OpenApiOptions;
}

const ERROR_RENDERERS = { v1: renderV1Error, v2: renderV2Error } as const;

function componentRef(name: string): Json {
  return { $ref: `#/components/schemas/${name}` };
}

function titleOf(name: SchemaName, context: Context): string {
  const title = context.titles.get(name);
  if (title === undefined) throw new Error(`no schema named ${name}`);
  return title;
}

/** A copy of an object without some of its keys. */
function without(object: JsonSchemaObject, keys: readonly string[]): JsonSchemaObject {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));
}

/** The component of the rows a field[] answer holds: the row's columns, each optional. */
function columnsComponent(row: JsonSchemaObject): JsonSchemaObject {
  return {
    ...without(row, ["required"]),
    title: `${String(row.title)}Columns`,
    description: `${String(row.description)} With field[]: exactly the named columns, so every column is optional here.`,
    minProperties: 1,
  };
}

/** Replaces the words that state a limit, e.g. `maximum 5000` by `maximum 100`. */
function restate(text: unknown, pairs: readonly (readonly [string, string])[]): unknown {
  if (typeof text !== "string") return text;
  return pairs.reduce((out, [from, to]) => out.split(from).join(to), text);
}

/**
 * A parameter as this server serves it: take bounded by the served maximum, and the defaults of
 * take and order (the schema's `default`) as served, in the words that state them.
 */
function asServed(
  name: string,
  property: JsonSchemaObject,
  options: OpenApiOptions,
): JsonSchemaObject {
  const pairs: (readonly [string, string])[] = [];
  const out: Record<string, unknown> = { ...property };
  const written = property.default;
  const served =
    name === "take" ? options.defaultTake : name === "order" ? options.defaultOrder : undefined;
  if (served !== undefined && (typeof written === "string" || typeof written === "number"))
    pairs.push([`Default: ${written}`, `Default: ${served}`]);
  if (name === "take" && options.maxTake !== undefined && typeof property.maximum === "number") {
    out.maximum = options.maxTake;
    pairs.push([`maximum ${property.maximum}`, `maximum ${options.maxTake}`]);
    pairs.push([`to ${property.maximum}`, `to ${options.maxTake}`]);
  }
  out.description = restate(property.description, pairs);
  out["x-accepted"] = restate(property["x-accepted"], pairs);
  return out;
}

function queryParameters(file: SchemaFile, context: Context): Json[] {
  const properties = (file.schema.properties ?? {}) as Record<string, JsonSchemaObject>;
  return Object.entries(properties).map(([name, written]) => {
    const property = asServed(name, written, context.options);
    const converted = toComponentSchema(property, file, context.components);
    // The words go in the parameter's description, once (a v1 column's from its row schema).
    const schema = without(converted, ["description", "x-accepted"]);
    const description = [converted.description, property["x-accepted"]]
      .filter((text): text is string => typeof text === "string")
      .join(" Accepted: ");
    return {
      name,
      in: "query",
      required: false,
      ...(description === "" ? {} : { description }),
      schema,
      ...(property.type === "array" ? { style: "form", explode: true } : {}),
    };
  });
}

function requestBody(endpoint: Operation): Json | undefined {
  if (endpoint.body === undefined) return undefined;
  const schema = componentRef(endpoint.body.schema);
  const example =
    endpoint.body.schema === "LoginRequest"
      ? { email: "user@example.com", password: "secret" }
      : { accessToken: "<a token from a login>" };
  return {
    required: endpoint.body.required,
    content: Object.fromEntries(endpoint.body.media.map((media) => [media, { schema, example }])),
  };
}

/** The validator headers of every stable (GET) answer, on its 200 and its 304. */
const VALIDATOR_HEADERS = ["ETag", "Cache-Control"] as const;

function headersObject(names: readonly string[]): Json | undefined {
  if (names.length === 0) return undefined;
  return Object.fromEntries(names.map((name) => [name, headerDoc(name)]));
}

/** The example error of a status: the catalogue's first code with it, as the mock renders it. */
function errorExample(codes: readonly ErrorCode[], endpoint: Operation): unknown {
  const code = codes[0] ?? "forced_status";
  const error =
    code === "invalid_parameter"
      ? ApiError.invalidParameters([
          {
            parameter: endpoint.query === undefined ? "email" : "take",
            message: endpoint.query === undefined ? "is missing or empty" : "is not accepted",
            accepted: endpoint.query === undefined ? "a non-empty string" : "an integer",
          },
        ])
      : new ApiError(code, { detail: "example" });
  return ERROR_RENDERERS[endpoint.version](error);
}

/**
 * The error answers of an operation, one per status of the error catalogue: every status can
 * reach every operation (X-Mock-Status forces any), with the headers the catalogue names. Any
 * other status a client forces is the `default` answer.
 */
function errorResponses(endpoint: Operation): Json {
  const schema = componentRef(endpoint.version === "v1" ? "V1ErrorResponse" : "V2ErrorResponse");
  const statuses = [...new Set(ERROR_CODES.map((code) => ERROR_CATALOGUE[code].status))].sort(
    (a, b) => a - b,
  );
  const responses: Json = {};
  for (const status of statuses) {
    const codes = ERROR_CODES.filter(
      (code) => ERROR_CATALOGUE[code].status === status && code !== "forced_status",
    );
    const headers = headersObject([
      ...new Set(codes.flatMap((code) => ERROR_CATALOGUE[code].headers ?? [])),
    ]);
    responses[String(status)] = {
      description: codes.map((code) => `${code}: ${ERROR_CATALOGUE[code].msg}.`).join(" "),
      ...(headers === undefined ? {} : { headers }),
      content: { "application/json": { schema, example: errorExample(codes, endpoint) } },
    };
  }
  responses.default = {
    description: `forced_status: ${ERROR_CATALOGUE.forced_status.msg} (any status 400-599).`,
    content: {
      "application/json": {
        schema,
        example: ERROR_RENDERERS[endpoint.version](ApiError.forced(502)),
      },
    },
  };
  return responses;
}

function successSchema(endpoint: Operation, context: Context): Json {
  const name = endpoint.answer;
  const list = componentRef(titleOf(name, context));
  if (!(name in ROW_SCHEMAS)) return list;
  const row = ROW_SCHEMAS[name as keyof typeof ROW_SCHEMAS];
  return {
    anyOf: [list, { type: "array", items: componentRef(`${titleOf(row, context)}Columns`) }],
  };
}

function security(endpoint: Operation, auth: AuthMode | undefined): Json[] {
  if (endpoint.security === "login") return [];
  if (endpoint.security === "data" && auth === "required") return [{ [BEARER]: [] }];
  return [{ [BEARER]: [] }, {}];
}

function securityWords(kind: SecurityKind, auth: AuthMode | undefined): string {
  if (kind === "login") return "No token needed.";
  if (kind === "refresh")
    return "The token goes in Authorization: Bearer or, failing that, in the body's accessToken; without either the answer is a 401. With --auth required the token must be valid; with auth off any token is refreshed.";
  if (auth === "required")
    return "This server runs with --auth required: a valid token is required (401 otherwise).";
  if (auth === "off")
    return "This server runs with auth off: the token is optional and not checked.";
  return "The token is optional on a server with auth off (the mock's default) and required on one with --auth required (401 otherwise).";
}

function operation(endpoint: Operation, context: Context): Json {
  const query = endpoint.query === undefined ? undefined : context.files.get(endpoint.query);
  const success = context.files.get(endpoint.answer)?.schema;
  const body = requestBody(endpoint);
  // Every GET answer is stable for a given server (the world is immutable): it carries a
  // validator, and If-None-Match with it answers 304 (src/server/conditional).
  const cached = endpoint.method === "GET" ? VALIDATOR_HEADERS : [];
  const headers = headersObject([...endpoint.headers, ...cached]);
  const description = [
    success?.description,
    query?.schema.description,
    securityWords(endpoint.security, context.options.auth),
    typeof success?.["x-spec"] === "string" ? `Spec: ${success["x-spec"]}.` : undefined,
  ]
    .filter((text): text is string => typeof text === "string")
    .join("\n\n");
  return {
    summary: endpoint.summary,
    description,
    tags: [endpoint.tag],
    operationId: `${endpoint.method.toLowerCase()}${endpoint.path.replace(/\/(\w)/g, (_, c: string) => c.toUpperCase())}`,
    security: security(endpoint, context.options.auth),
    ...(query === undefined ? {} : { parameters: queryParameters(query, context) }),
    ...(body === undefined ? {} : { requestBody: body }),
    responses: {
      [String(endpoint.status)]: {
        description: "Success.",
        ...(headers === undefined ? {} : { headers }),
        content: {
          "application/json": {
            schema: successSchema(endpoint, context),
            example: context.examples.get(endpoint.answer),
          },
        },
      },
      ...(endpoint.method === "GET"
        ? {
            "304": {
              description:
                "Not Modified: If-None-Match named this answer's ETag (or *); no body. The copy the client kept is current.",
              headers: headersObject(VALIDATOR_HEADERS),
            },
          }
        : {}),
      ...errorResponses(endpoint),
    },
  };
}

function packageInfo(): { version: string; license: string; homepage?: string } {
  const text = readFileSync(join(PACKAGE_ROOT, "package.json"), "utf8");
  return JSON.parse(text) as { version: string; license: string; homepage?: string };
}

/**
 * Where a page of the package's docs/ is read: in the repository (package.json's homepage,
 * without its #readme), and in every installed copy under node_modules/occurrence-contract/docs/.
 */
function docsPage(homepage: string | undefined, page: string): string {
  const repository = homepage?.replace(/#.*$/, "");
  return repository === undefined ? `docs/${page}` : `${repository}/blob/main/docs/${page}`;
}

/**
 * Builds the OpenAPI 3.1 document of the served API from the JSON Schemas: every schema becomes a
 * component named by its title, every query schema the parameters of its endpoint, every status
 * of the error catalogue an answer of every operation, and the examples come from the seeded
 * world through the mock's own renderers. Refs point at components only.
 */
export function buildOpenApiDocument(options: OpenApiOptions = {}): Json {
  const schemaFiles = loadSchemaFiles();
  const byId = new Map(schemaFiles.map((file) => [String(file.schema.$id), file]));
  const components: ComponentNames = {
    names: new Map(schemaFiles.map((file) => [String(file.schema.$id), String(file.schema.title)])),
    files: byId,
  };
  const context: Context = {
    files: new Map(schemaFiles.map((file) => [file.name, file])),
    titles: new Map(schemaFiles.map((file) => [file.name, String(file.schema.title)])),
    components,
    examples: buildExamples(options.world ?? buildWorld({ ...DEFAULT_WORLD_OPTIONS })),
    options,
  };
  const schemas: Json = Object.fromEntries(
    schemaFiles.map((file) => [
      String(file.schema.title),
      toComponentSchema(file.schema, file, components),
    ]),
  );
  for (const row of Object.values(ROW_SCHEMAS)) {
    const columns = columnsComponent(schemas[titleOf(row, context)] as JsonSchemaObject);
    schemas[String(columns.title)] = columns;
  }
  Object.assign(schemas, REQUEST_BODY_SCHEMAS);
  const paths: Record<string, Json> = {};
  for (const endpoint of OPERATIONS) {
    paths[endpoint.path] = {
      ...paths[endpoint.path],
      [endpoint.method.toLowerCase()]: operation(endpoint, context),
    };
  }
  const info = packageInfo();
  return {
    openapi: "3.1.0",
    info: {
      title:
        options.serverUrl === undefined
          ? "Occurrence data service (occurrence-contract mock)"
          : "Occurrence data service (occurrence-contract)",
      version: options.version ?? info.version,
      description: [
        `Generated from the JSON Schemas of occurrence-contract: both versions of the occurrence data service (api-v2, api-v1) and the login endpoints real clients call, as the contract states them in ${docsPage(info.homepage, "contract.md")} (also docs/contract.md of the installed package). Error bodies and /api/v2/states are choices of the contract kit (the spec shows none; see "Where the spec is silent" on that page).`,
        securityWords("data", options.auth),
        "Any /api request may send X-Mock-Status: NNN (or Prism's Prefer: code=NNN) to get that error status with its body.",
      ].join("\n\n"),
      license: { name: info.license, identifier: info.license },
    },
    servers: [
      options.serverUrl === undefined
        ? { url: "/", description: "The mock that serves this document." }
        : { url: options.serverUrl, description: "The server this document describes." },
    ],
    tags: [
      { name: "v2", description: "Interface version 2 (api-v2 in docs/contract.md)." },
      { name: "v1", description: "Interface version 1 (api-v1 in docs/contract.md)." },
      {
        name: "auth",
        description:
          "Login as the real service does it (docs/contract.md, what the real service and its clients add).",
      },
    ],
    paths,
    components: {
      schemas,
      securitySchemes: {
        [BEARER]: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "The accessToken (v2) or access_token (v1) a login answers.",
        },
      },
    },
  };
}
