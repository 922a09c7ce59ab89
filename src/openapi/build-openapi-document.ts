import {
  loadSchemaFiles,
  type JsonSchemaObject,
  type SchemaFile,
  type SchemaName,
} from "../schemas";
import { OPENAPI_ENDPOINTS, type OpenApiEndpoint } from "./openapi-endpoints";
import { toComponentSchema, type ComponentNames } from "./to-component-schema";

/** Options of the generated OpenAPI document. */
export interface OpenApiOptions {
  /** The server URL the document names, e.g. http://127.0.0.1:3000; omitted when absent. */
  readonly serverUrl?: string;
  /** The document's version string. */
  readonly version?: string;
  /** The largest take the server accepts, when not the schema's (the mock's --max-take). */
  readonly maxTake?: number;
  /** The take served when a request has none (the mock's --default-take). */
  readonly defaultTake?: number;
  /** The order served when a request has none (the mock's --default-order). */
  readonly defaultOrder?: string;
}

type Json = Record<string, unknown>;

function componentRef(name: SchemaName, titles: ReadonlyMap<string, string>): Json {
  const title = titles.get(name);
  if (title === undefined) throw new Error(`no schema named ${name}`);
  return { $ref: `#/components/schemas/${title}` };
}

/** Replaces the words that state a limit, e.g. `maximum 5000` by `maximum 100`. */
function restate(text: unknown, pairs: readonly (readonly [string, string])[]): unknown {
  if (typeof text !== "string") return text;
  return pairs.reduce((out, [from, to]) => out.split(from).join(to), text);
}

/**
 * A parameter as this server serves it: take bounded by the served maximum, and the defaults of
 * take and order as served, in the schema and in the words that state them.
 */
function asServed(
  name: string,
  property: JsonSchemaObject,
  options: OpenApiOptions,
): JsonSchemaObject {
  const pairs: (readonly [string, string])[] = [];
  const out: Record<string, unknown> = { ...property };
  const written = /Default: (\w+)/.exec(String(property.description ?? ""))?.[1];
  const served =
    name === "take" ? options.defaultTake : name === "order" ? options.defaultOrder : undefined;
  if (served !== undefined && written !== undefined)
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

function queryParameters(file: SchemaFile, names: ComponentNames, options: OpenApiOptions): Json[] {
  const properties = (file.schema.properties ?? {}) as Record<string, JsonSchemaObject>;
  return Object.entries(properties).map(([name, written]) => {
    const property = asServed(name, written, options);
    const schema = toComponentSchema(property, file, names);
    const description = [property.description, property["x-accepted"]]
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

function requestBody(endpoint: OpenApiEndpoint): Json | undefined {
  if (endpoint.body === undefined) return undefined;
  const schema = {
    type: "object",
    required: endpoint.body.fields,
    properties: Object.fromEntries(endpoint.body.fields.map((f) => [f, { type: "string" }])),
  };
  const media =
    endpoint.body.kind === "json" ? "application/json" : "application/x-www-form-urlencoded";
  return { required: true, content: { [media]: { schema } } };
}

function operation(
  endpoint: OpenApiEndpoint,
  files: ReadonlyMap<string, SchemaFile>,
  titles: ReadonlyMap<string, string>,
  names: ComponentNames,
  options: OpenApiOptions,
): Json {
  const query = endpoint.query === undefined ? undefined : files.get(endpoint.query);
  const body = requestBody(endpoint);
  const errorBody = {
    content: { "application/json": { schema: componentRef(endpoint.error, titles) } },
  };
  return {
    summary: endpoint.summary,
    tags: [endpoint.tag],
    operationId: `${endpoint.method}${endpoint.path.replace(/\/(\w)/g, (_, c: string) => c.toUpperCase())}`,
    ...(query === undefined ? {} : { parameters: queryParameters(query, names, options) }),
    ...(body === undefined ? {} : { requestBody: body }),
    responses: {
      [String(endpoint.success.status)]: {
        description: "Success.",
        content: { "application/json": { schema: componentRef(endpoint.success.schema, titles) } },
      },
      "400": {
        description: "A bad parameter, named in the body (the mock's error body).",
        ...errorBody,
      },
      "401": { description: "No valid token, when the server requires one.", ...errorBody },
    },
  };
}

/**
 * Builds the OpenAPI 3.1 document of the served API from the JSON Schemas: every schema becomes a
 * component named by its title, every query schema the parameters of its endpoint.
 */
export function buildOpenApiDocument(options: OpenApiOptions = {}): Json {
  const schemaFiles = loadSchemaFiles();
  const files = new Map(schemaFiles.map((file) => [file.name, file]));
  const titles = new Map(schemaFiles.map((file) => [file.name, String(file.schema.title)]));
  const names: ComponentNames = new Map(
    schemaFiles.map((file) => [String(file.schema.$id), String(file.schema.title)]),
  );
  const schemas = Object.fromEntries(
    schemaFiles.map((file) => [
      String(file.schema.title),
      toComponentSchema(file.schema, file, names),
    ]),
  );
  const paths: Record<string, Json> = {};
  for (const endpoint of OPENAPI_ENDPOINTS) {
    paths[endpoint.path] = {
      ...paths[endpoint.path],
      [endpoint.method]: operation(endpoint, files, titles, names, options),
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Occurrence data service (occurrence-contract mock)",
      version: options.version ?? "1.0.0",
      description:
        "Generated from the JSON Schemas of occurrence-contract. Error bodies, auth endpoints and /api/v2/states are the mock's (the spec shows none; see the README).",
    },
    ...(options.serverUrl === undefined ? {} : { servers: [{ url: options.serverUrl }] }),
    tags: [
      { name: "v2", description: "Interface version 2 (api-v2.md)." },
      { name: "v1", description: "Interface version 1 (api-v1.md)." },
      { name: "auth", description: "Login as the real service does it (real-world.md)." },
    ],
    paths,
    components: {
      schemas,
      securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
    },
  };
}
