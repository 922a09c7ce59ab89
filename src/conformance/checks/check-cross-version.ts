import type { Exchange } from "../exchange";
import { failure, outcome, type CheckOutcome, type Failure } from "../outcome";
import type { LooseCity, V1Row } from "../read-body";
import { foldCase } from "../text";

function countNames(names: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(foldCase(name), (counts.get(foldCase(name)) ?? 0) + 1);
  return counts;
}

/**
 * v1 and v2 list the same cities: as many, with the same names compared case-insensitively
 * (v2 names are upper case, v1 names normal case; api-v1 9: two views of one service).
 */
export function checkCrossCities(
  v2Exchange: Exchange,
  v2Cities: readonly LooseCity[],
  v1Exchange: Exchange,
  v1Rows: readonly V1Row[],
): CheckOutcome {
  const failures: Failure[] = [];
  if (v2Cities.length !== v1Rows.length) {
    failures.push(
      failure(
        "cross.cities",
        v1Exchange,
        "v1 and v2 list a different number of cities",
        `${v2Cities.length} cities, as GET /api/v2/cities lists`,
        `${v1Rows.length} rows in GET /api/v1/cities`,
      ),
    );
  }
  const v2Names = countNames(v2Cities.map((city) => city.name ?? ""));
  const v1Names = countNames(
    v1Rows.map((row) => (typeof row.Cidade === "string" ? row.Cidade : "")),
  );
  const onlyV2 = [...v2Names]
    .filter(([name, n]) => (v1Names.get(name) ?? 0) < n)
    .map(([name]) => name);
  const onlyV1 = [...v1Names]
    .filter(([name, n]) => (v2Names.get(name) ?? 0) < n)
    .map(([name]) => name);
  if (onlyV2.length > 0 || onlyV1.length > 0) {
    failures.push(
      failure(
        "cross.cities",
        onlyV2.length > 0 ? v2Exchange : v1Exchange,
        "v1 and v2 city names differ (compared case-insensitively)",
        "the same names in both lists",
        `only in v2: ${onlyV2.slice(0, 5).join(", ") || "none"}; only in v1: ${onlyV1.slice(0, 5).join(", ") || "none"}`,
      ),
    );
  }
  return outcome("cross.cities", failures);
}
