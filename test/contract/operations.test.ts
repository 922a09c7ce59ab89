import { coreRequest as request } from "../server/helpers/core-request";
import {
  apiBase,
  operation,
  OPERATIONS,
  FIRST_PAGE,
  QUERY_DEFAULTS,
  ROW_SCHEMAS,
  schemaKeyword,
  type OperationId,
} from "../../src/contract";
import { SCHEMA_FILES } from "../../src/generated/schema-files";
import { coreApp } from "../server/helpers/core-app";
import { APP_DEFAULTS } from "../../src/server";
import { buildWorld } from "../../src/world";

const app = coreApp({ world: buildWorld({ seed: 3, occurrences: 40 }) });

function property(schema: string, name: string): Record<string, unknown> {
  const file = SCHEMA_FILES.find((candidate) => candidate.name === schema);
  const properties = file?.schema.properties as Record<string, Record<string, unknown>>;
  return properties[name] ?? {};
}

describe("the contract table states each operation once", () => {
  test("ids are unique, and so are method and path together", () => {
    expect(new Set(OPERATIONS.map((entry) => entry.id)).size).toBe(OPERATIONS.length);
    const keys = OPERATIONS.map((entry) => `${entry.method} ${entry.path}`);
    expect(new Set(keys).size).toBe(OPERATIONS.length);
  });

  test.each(OPERATIONS.map((entry) => [entry.id, entry] as const))(
    "%s: the full path is its version's base and its route",
    (_id, entry) => {
      expect(entry.path).toBe(`${apiBase(entry.version)}${entry.route}`);
    },
  );

  test.each(
    OPERATIONS.filter((entry) => entry.method === "GET").map((entry) => [entry.id, entry] as const),
  )("%s: the mock answers its path with the table's status", async (_id, entry) => {
    const response = await request(app).get(entry.path);
    expect(response.status).toBe(entry.status);
  });

  test.each(
    OPERATIONS.filter((entry) => entry.message !== undefined).map(
      (entry) => [entry.id, entry] as const,
    ),
  )("%s: the mock's envelope carries the table's message", async (_id, entry) => {
    const response = await request(app).get(entry.path);
    expect((response.body as { msg: unknown }).msg).toBe(entry.message);
  });

  test.each<[OperationId, string]>([
    ["v2-occurrences", "v2/occurrences-response"],
    ["v2-cities", "v2/cities-response"],
  ])("%s: the message is the answer schema's msg const", (id, schema) => {
    expect(operation(id).message).toBe(property(schema, "msg").const);
  });
});

describe("defaults and limits are the query schema's keywords", () => {
  test.each([
    ["defaultTake", "take", "default"],
    ["maxTake", "take", "maximum"],
    ["defaultOrder", "order", "default"],
  ] as const)("%s is %s.%s of query/v2-occurrences", (field, name, keyword) => {
    expect(QUERY_DEFAULTS[field]).toBe(property("query/v2-occurrences", name)[keyword]);
  });

  test("FIRST_PAGE (the page of a query naming none) is page.minimum of query/v2-occurrences", () => {
    expect(FIRST_PAGE).toBe(property("query/v2-occurrences", "page").minimum);
  });

  test("APP_DEFAULTS keeps its values: take 25, maximum 5000, order ASC, dates in UTC", () => {
    expect(APP_DEFAULTS).toEqual({
      defaultTake: 25,
      maxTake: 5000,
      defaultOrder: "ASC",
      dateOffset: "Z",
    });
  });

  test("the served default take and order are the schema's", async () => {
    const response = await request(app).get(operation("v2-occurrences").path);
    const pageMeta = (response.body as { pageMeta: { take: number } }).pageMeta;
    expect(pageMeta.take).toBe(property("query/v2-occurrences", "take").default);
  });

  test.each([
    ["take", "description", (take: Record<string, unknown>) => `Default: ${String(take.default)}`],
    ["take", "description", (take: Record<string, unknown>) => `maximum ${String(take.maximum)}`],
    ["take", "x-accepted", (take: Record<string, unknown>) => `to ${String(take.maximum)}`],
    [
      "order",
      "description",
      (order: Record<string, unknown>) => `Default: ${String(order.default)}`,
    ],
  ] as const)(
    "%s's %s states the keyword's value (the words the OpenAPI document restates as served)",
    (name, field, words) => {
      const written = property("query/v2-occurrences", name);
      expect(String(written[field])).toContain(words(written));
    },
  );

  test("a keyword the schema does not state throws, naming it", () => {
    expect(() => schemaKeyword("query/v2-occurrences", "page", "default")).toThrow(
      "query/v2-occurrences states no default for page",
    );
  });
});

describe("the v1 lists' rows come from the table", () => {
  test("ROW_SCHEMAS maps each v1 list with rows to its row schema, in table order", () => {
    expect(ROW_SCHEMAS).toEqual({
      "v1/occurrences-response": "v1/occurrence-row",
      "v1/cities-response": "v1/city-row",
    });
    expect(Object.keys(ROW_SCHEMAS)).toEqual(
      OPERATIONS.filter((entry) => entry.rows !== undefined).map((entry) => entry.answer),
    );
  });
});
