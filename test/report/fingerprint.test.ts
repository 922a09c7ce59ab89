import { endpointOf, fingerprintOf, type FingerprintParts } from "../../src/report";

const BASE: FingerprintParts = {
  ruleId: "v2.schema",
  where: { endpoint: "GET /api/v2/occurrences", pointer: "/data/3/address" },
  keyword: "required",
};

describe("fingerprintOf: structure only", () => {
  test("rule, endpoint, pointer with indices as *, keyword in brackets", () => {
    expect(fingerprintOf(BASE)).toBe(
      "v2.schema GET /api/v2/occurrences /data/*/address [required]",
    );
  });

  test.each<[string, FingerprintParts]>([
    ["another array index", { ...BASE, where: { ...BASE.where, pointer: "/data/17/address" } }],
    ["a message, expected or seen (never read)", { ...BASE, ...{ message: "12 violations" } }],
  ])("the same fault with %s keeps its fingerprint", (_what, parts) => {
    expect(fingerprintOf(parts)).toBe(fingerprintOf(BASE));
  });

  test.each<[string, FingerprintParts]>([
    ["another place", { ...BASE, where: { ...BASE.where, pointer: "/data/3/policeAction" } }],
    ["another keyword", { ...BASE, keyword: "type" }],
    ["another endpoint", { ...BASE, where: { ...BASE.where, endpoint: "GET /api/v2/cities" } }],
    ["another rule", { ...BASE, ruleId: "v1.schema" }],
    ["a known departure", { ...BASE, departure: "departures/transport-object" }],
    ["a schema named", { ...BASE, where: { ...BASE.where, schema: "v2/occurrences-response" } }],
  ])("%s gives another fingerprint", (_what, parts) => {
    expect(fingerprintOf(parts)).not.toBe(fingerprintOf(BASE));
  });

  test("the body itself is `/`; a finding without place is its rule and endpoint", () => {
    expect(fingerprintOf({ ...BASE, where: { ...BASE.where, pointer: "" } })).toBe(
      "v2.schema GET /api/v2/occurrences / [required]",
    );
    expect(fingerprintOf({ ruleId: "v2.order", where: { endpoint: "GET /api/v2/cities" } })).toBe(
      "v2.order GET /api/v2/cities",
    );
  });
});

describe("endpointOf: method and path, no query, scheme or host", () => {
  test.each([
    ["get", "http://h:1/api/v2/occurrences?take=5&page=2", "GET /api/v2/occurrences"],
    ["GET", "/api/v1/cities?x=1", "GET /api/v1/cities"],
    ["GET", "https://other.example/api/v1/cities", "GET /api/v1/cities"],
  ])("%s %s -> %s", (method, url, endpoint) => {
    expect(endpointOf({ method, url })).toBe(endpoint);
  });
});
