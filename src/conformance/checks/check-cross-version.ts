import { pathOf } from "../../contract";
import type { CheckInput } from "../check-input";
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
  v2Exchange: CheckInput,
  v2Cities: readonly LooseCity[],
  v1Exchange: CheckInput,
  v1Rows: readonly V1Row[],
): CheckOutcome {
  const failures: Failure[] = [];
  if (v2Cities.length !== v1Rows.length) {
    failures.push(
      failure(
        "cross.cities",
        v1Exchange,
        "v1 and v2 list a different number of cities",
        `${v2Cities.length} cities, as GET ${pathOf("v2-cities")} lists`,
        `${v1Rows.length} rows in GET ${pathOf("v1-cities")}`,
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
  // Judged on the same names only: a missing or misspelt city is already named above.
  const byState = failures.length === 0 ? stateGroupsDiffer(v2Cities, v1Rows) : undefined;
  if (byState !== undefined)
    failures.push(
      failure(
        "cross.cities",
        v1Exchange,
        "v1 and v2 group the cities into states differently",
        "the cities of each v2 state are the cities of one v1 EstadoId",
        byState,
      ),
    );
  return outcome("cross.cities", failures);
}

/** The cities of each state, as sorted folded names joined: one key per state. */
function stateKeys(pairs: readonly (readonly [string, string])[]): string[] {
  const groups = new Map<string, string[]>();
  for (const [state, name] of pairs) groups.set(state, [...(groups.get(state) ?? []), name]);
  return [...groups.values()].map((names) => names.map(foldCase).sort().join("|")).sort();
}

/**
 * Where v1 and v2 put the cities into states differently (per state, both ways: the cities of
 * each state, summed over states, are all the cities), or undefined when they agree.
 */
function stateGroupsDiffer(
  v2Cities: readonly LooseCity[],
  v1Rows: readonly V1Row[],
): string | undefined {
  const v2 = stateKeys(v2Cities.map((city) => [city.stateId ?? "", city.name ?? ""] as const));
  const v1 = stateKeys(
    v1Rows.map(
      (row) => [String(row.EstadoId), typeof row.Cidade === "string" ? row.Cidade : ""] as const,
    ),
  );
  const onlyV2 = v2.filter((key) => !v1.includes(key));
  const onlyV1 = v1.filter((key) => !v2.includes(key));
  if (onlyV2.length === 0 && onlyV1.length === 0) return undefined;
  const first = (keys: string[]): string => (keys[0] ?? "none").split("|").slice(0, 4).join(", ");
  return `a v2 state with ${first(onlyV2)}; a v1 state with ${first(onlyV1)}`;
}

/**
 * The same records read the same date in both versions (api-v1 9: two views of one service): the
 * v1 rows of a city in a quiet window (every reading of the bounds selects the same records)
 * and the v2 occurrences of that city in it, both sorted, differ by one constant offset (the
 * zone v1's local `data_ocorrencia` is written in, a whole number of quarter hours within 14
 * hours; which zone is not shown). A record whose date reads differently breaks the constant.
 * Undefined when the counts differ (cross.occurrence-count says so) or nothing is dated.
 */
export function checkCrossDates(
  exchange: CheckInput,
  v1Times: readonly number[],
  v2Times: readonly number[],
): CheckOutcome | undefined {
  if (v1Times.length === 0 || v1Times.length !== v2Times.length) return undefined;
  const a = [...v1Times].sort((x, y) => x - y);
  const b = [...v2Times].sort((x, y) => x - y);
  const offsets = a.map((time, i) => (b[i] as number) - time);
  const [offset] = offsets;
  const quarter = 15 * 60_000;
  const plausible =
    offset !== undefined && offset % quarter === 0 && Math.abs(offset) <= 14 * 3_600_000;
  const odd = offsets.findIndex((value) => value !== offset);
  if (plausible && odd === -1) return outcome("cross.dates", []);
  const at = odd === -1 ? 0 : odd;
  return outcome("cross.dates", [
    failure(
      "cross.dates",
      exchange,
      "a record's date reads differently in v1 and v2",
      `every v2 date = its v1 data_ocorrencia + one constant zone offset${plausible ? ` (${(offset ?? 0) / 3_600_000} h, from the first record)` : ""}`,
      `v1 ${new Date(a[at] as number).toISOString().slice(0, 19).replace("T", " ")} vs v2 ${new Date(b[at] as number).toISOString()}`,
    ),
  ]);
}
