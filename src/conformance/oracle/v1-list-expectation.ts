import { isRecord } from "../../is-record";
import type { CheckInput } from "../check-input";
import type { MirrorRecord } from "./mirror";
import type { Difference, Expectation } from "./oracle";
import type { Verdict } from "./v1-verdict";

/** A mirror row of an expected v1 list, with whether it must (`in`) or may (`maybe`) be listed. */
export interface ExpectedV1Row {
  readonly record: MirrorRecord;
  readonly verdict: Exclude<Verdict, "out">;
}

/** How a v1 list is compared: what its items are called, their id, columns and cap. */
export interface V1ListShape {
  /** The aspects' prefix: `rows` (occurrences) or `cities`. */
  readonly noun: "rows" | "cities";
  /** The id column: rows are matched by it when it is among the columns. */
  readonly idColumn: string;
  /** The columns every row must have, no more (the `field[]` selection, else all of them). */
  readonly columns: readonly string[];
  /** The server's cap on a v1 list (one number for every answer), when it has one. */
  readonly cap?: number;
}

/** How many names a difference spells out. */
const NAMED = 3;

/** JSON with object keys sorted: two rows with the same columns and values give the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "undefined";
}

/** Whether two JSON values are equal (object keys in any order). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  return canonical(a) === canonical(b);
}

function short(text: string, length = 80): string {
  return text.length <= length ? text : `${text.slice(0, length - 1)}…`;
}

/** The first few of a list, and how many more. */
function some(items: readonly string[]): string {
  const named = items.slice(0, NAMED).join(", ");
  return items.length <= NAMED ? named : `${named} and ${items.length - NAMED} more`;
}

function project(
  row: Readonly<Record<string, unknown>>,
  columns: readonly string[],
): Record<string, unknown> {
  const projected: Record<string, unknown> = {};
  for (const column of columns) if (column in row) projected[column] = row[column];
  return projected;
}

function sameKeys(row: Readonly<Record<string, unknown>>, columns: ReadonlySet<string>): boolean {
  const keys = Object.keys(row);
  return keys.length === columns.size && keys.every((key) => columns.has(key));
}

function describeBody(body: unknown): string {
  if (body === undefined) return "a body that is not JSON";
  if (isRecord(body)) return `an object (${short(Object.keys(body).join(", "), 40)})`;
  return `${body === null ? "null" : typeof body}`;
}

/** The ids of a multiset of keys whose count in `have` falls short of `want`. */
function shortfall(want: ReadonlyMap<string, number>, have: ReadonlyMap<string, number>): string[] {
  const short: string[] = [];
  for (const [key, count] of want) {
    for (let n = have.get(key) ?? 0; n < count; n++) short.push(key);
  }
  return short;
}

function countOf(keys: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/**
 * The expectation of a v1 list (a bare JSON array): status 200, every row with exactly the
 * selected columns, and the rows themselves. With the id among the columns, rows are matched by
 * id: none missing (an `in` row), none extra (not `in` nor `maybe`), none twice, and each
 * row's values those the server itself showed in the mirror. Without the id, as a multiset of
 * the projected rows. The order is not judged (api-v1 states none). With a cap, a list of `cap`
 * rows when more may match is a cut list: any `cap` of the expected rows, none missing judged;
 * more than `cap` rows is a difference.
 */
export function v1ListExpectation(rows: readonly ExpectedV1Row[], shape: V1ListShape): Expectation {
  const { noun, idColumn, columns, cap } = shape;
  const columnSet = new Set(columns);
  const byId = columnSet.has(idColumn);
  const keyOf = (row: Readonly<Record<string, unknown>>): string =>
    byId ? canonical(row[idColumn]) : canonical(project(row, columns));
  const expected = rows.map((row) => ({ key: keyOf(row.record), row }));
  // The rows each key must (`required`) and may (`allowed`) be listed, counted when an answer is
  // first compared: many expectations are drawn and never sent.
  let counts: { required: Map<string, number>; allowed: Map<string, number> } | undefined;
  const countsOf = (): { required: Map<string, number>; allowed: Map<string, number> } =>
    (counts ??= {
      required: countOf(expected.filter(({ row }) => row.verdict === "in").map(({ key }) => key)),
      allowed: countOf(expected.map(({ key }) => key)),
    });
  // The server's own row of each id (its selected columns are compared: the v1 column names are
  // no property of a plain object's prototype, so a column a row lacks reads undefined), indexed
  // when an answer is first compared: many expectations are drawn and never sent.
  let records: ReadonlyMap<string, MirrorRecord> | undefined;
  const recordOf = (): ReadonlyMap<string, MirrorRecord> =>
    (records ??= new Map(expected.map(({ key, row }) => [key, row.record])));
  const capped = (listed: number): boolean =>
    cap !== undefined && listed >= cap && expected.length > cap;

  return {
    nonEmpty: expected.some(({ row }) => row.verdict === "in"),
    answer: JSON.stringify([
      columns,
      cap ?? null,
      expected.map(({ key, row }) => `${row.verdict} ${key}`).sort(),
    ]),
    differences(seen: CheckInput): readonly Difference[] {
      if (seen.status !== 200) {
        return [{ aspect: "status", expected: "200", seen: String(seen.status) }];
      }
      const body = seen.body;
      if (!Array.isArray(body)) {
        return [{ aspect: "body", expected: "a JSON array", seen: describeBody(body) }];
      }
      const differences: Difference[] = [];
      const shaped: Readonly<Record<string, unknown>>[] = [];
      const badColumns: string[] = [];
      body.forEach((row: unknown, index) => {
        if (!isRecord(row)) {
          badColumns.push(`row ${index + 1} is ${describeBody(row)}`);
        } else {
          if (!sameKeys(row, columnSet)) {
            badColumns.push(`row ${index + 1} has ${short(Object.keys(row).join(", "), 60)}`);
          }
          if (!byId || idColumn in row) shaped.push(row);
        }
      });
      if (badColumns.length > 0) {
        differences.push({
          aspect: `${noun}.columns`,
          expected: `columns ${short(columns.join(", "), 60)}`,
          seen: `${some(badColumns)}`,
        });
      }
      const { required, allowed } = countsOf();
      const seenCounts = countOf(shaped.map(keyOf));
      const label = byId ? `${idColumn} ` : "";
      const extra = shortfall(seenCounts, allowed);
      if (byId) {
        const twice = [...seenCounts].filter(([key, n]) => n > 1 && allowed.has(key));
        if (twice.length > 0) {
          differences.push({
            aspect: `${noun}.duplicate`,
            expected: "each row once",
            seen: `${label}${some(twice.map(([key, n]) => `${key} ${n} times`))}`,
          });
        }
      }
      const unexpected = byId ? extra.filter((key) => !allowed.has(key)) : extra;
      if (unexpected.length > 0) {
        differences.push({
          aspect: `${noun}.extra`,
          expected: `not listed (no such ${noun === "rows" ? "row" : "city"} matches)`,
          seen: `${label}${some(unexpected.map((key) => short(key)))}`,
        });
      }
      if (cap !== undefined && body.length > cap) {
        differences.push({
          aspect: `${noun}.cap`,
          expected: `at most ${cap} ${noun} (the server's cap on every v1 list)`,
          seen: `${body.length} ${noun}`,
        });
      }
      if (!capped(body.length)) {
        const missing = shortfall(required, seenCounts);
        if (missing.length > 0) {
          differences.push({
            aspect: `${noun}.missing`,
            expected: `${label}${some(missing.map((key) => short(key)))}`,
            seen: `not listed (${body.length} ${noun})`,
          });
        }
      }
      if (byId) {
        const wrong: string[] = [];
        const values = recordOf();
        for (const row of shaped) {
          const want = values.get(keyOf(row));
          if (want === undefined) continue;
          const column = columns.find((name) => name in row && !sameValue(row[name], want[name]));
          if (column !== undefined) {
            wrong.push(
              `${label}${keyOf(row)}: ${column} ${short(canonical(row[column]), 40)} (the server's own ${short(canonical(want[column]), 40)})`,
            );
          }
        }
        if (wrong.length > 0) {
          differences.push({
            aspect: `${noun}.values`,
            expected: "the values the server's own full list shows",
            seen: some(wrong),
          });
        }
      }
      return differences;
    },
  };
}
