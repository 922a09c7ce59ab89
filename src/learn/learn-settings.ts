import type { ProfileSettings } from "../generated/types";
import { isRecord } from "../is-record";
import { getSchema, type SchemaName } from "../schemas";

/** What a capture settled of the choices where the spec is silent: a profile's settings.json. */
export type LearnedSettings = ProfileSettings;

/** One v1 occurrences answer, as the bound readings need it. */
interface V1Answer {
  readonly source: string;
  /** The query without the date bounds and field[]: answers of one base query share it. */
  readonly base: string;
  readonly gt: string | undefined;
  readonly lt: string | undefined;
  /** id → day (YYYY-MM-DD) of each row. */
  readonly rows: ReadonlyMap<string, string>;
  readonly ids: readonly number[];
}

/** The query schema of each v2 path, for the parameters it lists. */
const V2_QUERY: Readonly<Record<string, SchemaName>> = {
  occurrences: "query/v2-occurrences",
  cities: "query/v2-cities",
  states: "query/no-parameters",
};

/**
 * The most v1 rows kept to settle the bounds: past it, answers are no evidence (memory stays
 * bounded).
 */
const MAX_V1_ROWS = 200_000;

const DATE_KEYS = new Set(["data_ocorrencia[gt]", "data_ocorrencia[lt]", "field[]"]);

function endpointOf(path: string): { version: "v1" | "v2"; name: string } | undefined {
  const match = /\/api\/(v1|v2)\/([a-z]+)\/?$/.exec(path);
  return match === null ? undefined : { version: match[1] as "v1" | "v2", name: match[2] ?? "" };
}

function listedParameters(name: string): ReadonlySet<string> {
  const schemaName = V2_QUERY[name];
  const properties = schemaName === undefined ? undefined : getSchema(schemaName).properties;
  return new Set(isRecord(properties) ? Object.keys(properties) : []);
}

/**
 * Settles, from the answers of a capture, the choices `conform` observes and `serve` makes where
 * the spec is silent, or says why a capture cannot: v1 date-bound inclusivity (rows on a
 * boundary day of the window asked: inclusive; a row of that day the capture holds elsewhere
 * missing: exclusive), a reversed v1 range (rows between its bounds: swap; none though the
 * capture holds some: empty), the v2 default take and order, the largest take answered, and
 * parameters the endpoint does not list (answered: ignored; a 400: rejected). The order of v1
 * rows and the v2 date bounds are noted as evidence (no option changes them).
 */
export class SettingsLearner {
  private readonly v1: V1Answer[] = [];
  private v1Rows = 0;
  private readonly takes = new Set<number>();
  private readonly orders = new Set<string>();
  private readonly accepted: number[] = [];
  private readonly refused: number[] = [];
  private readonly ignored: string[] = [];
  private readonly rejected: string[] = [];
  private readonly v2Bounds: string[] = [];

  /** Notes one answer of the capture: its request's URL and status, its body, where it was read. */
  add(url: string, status: number, body: unknown, source: string): void {
    let parsed: URL;
    try {
      parsed = new URL(url, "http://capture.invalid");
    } catch {
      return;
    }
    const endpoint = endpointOf(parsed.pathname);
    if (endpoint === undefined) return;
    const query = parsed.searchParams;
    if (endpoint.version === "v2") {
      this.addV2(endpoint.name, query, status, body, source);
      return;
    }
    if (endpoint.name !== "occurrences" || status !== 200 || !Array.isArray(body)) return;
    if (this.v1Rows + body.length > MAX_V1_ROWS) return;
    this.v1Rows += body.length;
    const rows = new Map<string, string>();
    const ids: number[] = [];
    for (const row of body) {
      if (!isRecord(row) || typeof row.data_ocorrencia !== "string") continue;
      const id = row.id_ocorrencia;
      if (typeof id === "number") ids.push(id);
      rows.set(String(id), row.data_ocorrencia.slice(0, 10));
    }
    const base = [...query]
      .filter(([key]) => !DATE_KEYS.has(key))
      .map(([key, value]) => `${key}=${value}`)
      .sort()
      .join("&");
    this.v1.push({
      source,
      base,
      gt: query.get("data_ocorrencia[gt]") ?? undefined,
      lt: query.get("data_ocorrencia[lt]") ?? undefined,
      rows,
      ids,
    });
  }

  private addV2(
    name: string,
    query: URLSearchParams,
    status: number,
    body: unknown,
    source: string,
  ): void {
    const listed = listedParameters(name);
    const unlisted = [...new Set([...query.keys()].filter((key) => !listed.has(key)))];
    if (unlisted.length > 0 && (status === 200 || status === 400)) {
      (status === 200 ? this.ignored : this.rejected).push(`${unlisted.join(", ")} (${source})`);
    }
    if (name !== "occurrences") return;
    const take = query.get("take");
    if (take !== null && /^[0-9]+$/.test(take)) {
      if (status === 200) this.accepted.push(Number(take));
      else if (status === 400) this.refused.push(Number(take));
    }
    if (status !== 200 || !isRecord(body) || !Array.isArray(body.data)) return;
    const meta = body.pageMeta;
    if (take === null && isRecord(meta) && typeof meta.take === "number") this.takes.add(meta.take);
    const dates = body.data
      .map((item) => (isRecord(item) && typeof item.date === "string" ? item.date : undefined))
      .filter((date): date is string => date !== undefined);
    if (query.get("order") === null && new Set(dates).size > 1) {
      const ascending = dates.every((date, i) => i === 0 || (dates[i - 1] as string) <= date);
      const descending = dates.every((date, i) => i === 0 || (dates[i - 1] as string) >= date);
      this.orders.add(ascending ? "ASC" : descending ? "DESC" : "none");
    }
    const from = query.get("initialdate");
    const to = query.get("finaldate");
    const days = new Set(dates.map((date) => date.slice(0, 10)));
    if (from !== null && days.has(from)) this.v2Bounds.push(`initialdate ${from}`);
    if (to !== null && days.has(to)) this.v2Bounds.push(`finaldate ${to}`);
  }

  /** What the capture settled, with its evidence, and what it left undecided, with why. */
  finish(): LearnedSettings {
    const settings: Record<string, unknown> = {};
    const evidence: Record<string, string> = {};
    const undecided: Record<string, string> = {};
    const settle = (name: string, value: unknown, why: string): void => {
      settings[name] = value;
      evidence[name] = why;
    };
    this.settleV1(settle, evidence, undecided);
    const [take] = this.takes;
    if (this.takes.size === 1 && take !== undefined) {
      settle("defaultTake", take, `pageMeta.take ${take} on answers asked without take`);
    } else {
      undecided.defaultTake =
        this.takes.size === 0 ? "no v2 occurrences answer asked without take" : "several seen";
    }
    const [order] = this.orders;
    if (this.orders.size === 1 && (order === "ASC" || order === "DESC")) {
      settle("defaultOrder", order, `records by date ${order} on answers asked without order`);
    } else {
      undecided.defaultOrder =
        this.orders.size === 0 ? "no answer asked without order holds two dates" : "no one order";
    }
    const most = Math.max(0, ...this.accepted);
    const refusedAbove = this.refused.filter((take) => take > most);
    if (most > 0 && refusedAbove.length > 0) {
      settle("maxTake", most, `take=${most} answered, take=${Math.min(...refusedAbove)} refused`);
    } else {
      undecided.maxTake =
        most === 0 ? "no take answered" : `take up to ${most} answered; none above it refused`;
    }
    if (this.ignored.length > 0 && this.rejected.length === 0) {
      settle("unknownParameters", "ignore", `unlisted parameters answered: ${this.ignored[0]}`);
    } else if (this.rejected.length > 0 && this.ignored.length === 0) {
      settle("unknownParameters", "reject", `unlisted parameters refused: ${this.rejected[0]}`);
    } else {
      undecided.unknownParameters =
        this.ignored.length === 0
          ? "no request with an unlisted parameter"
          : "both answered and refused";
    }
    if (this.v2Bounds.length > 0) {
      evidence.v2DateBounds = `inclusive: records on the bound's day (${this.v2Bounds[0]})`;
    }
    return {
      ...(settings as ProfileSettings),
      ...(Object.keys(evidence).length === 0 ? {} : { evidence }),
      ...(Object.keys(undecided).length === 0 ? {} : { undecided }),
    };
  }

  private settleV1(
    settle: (name: string, value: unknown, why: string) => void,
    evidence: Record<string, string>,
    undecided: Record<string, string>,
  ): void {
    // Every row the capture holds, by base query: what a window could have answered.
    const known = new Map<string, Map<string, string>>();
    for (const answer of this.v1) {
      const rows = known.get(answer.base) ?? new Map<string, string>();
      for (const [id, day] of answer.rows) rows.set(id, day);
      known.set(answer.base, rows);
    }
    const inclusive: string[] = [];
    const exclusive: string[] = [];
    const swap: string[] = [];
    const empty: string[] = [];
    for (const answer of this.v1) {
      const { gt, lt } = answer;
      const held = known.get(answer.base) ?? new Map<string, string>();
      const missing = (day: string): boolean =>
        [...held].some(([id, seen]) => seen === day && !answer.rows.has(id));
      const shows = (day: string): boolean => [...answer.rows.values()].includes(day);
      if (gt !== undefined && lt !== undefined && gt > lt) {
        const between = (day: string): boolean => day >= lt && day <= gt;
        if (answer.rows.size > 0 && [...answer.rows.values()].every(between)) {
          swap.push(
            `[gt]=${gt}&[lt]=${lt} answered ${answer.rows.size} row(s) between them (${answer.source})`,
          );
        } else if (answer.rows.size === 0 && [...held.values()].some(between)) {
          empty.push(`[gt]=${gt}&[lt]=${lt} answered nothing (${answer.source})`);
        }
        continue;
      }
      for (const [name, day] of [
        ["[gt]", gt],
        ["[lt]", lt],
      ] as const) {
        if (day === undefined) continue;
        if (shows(day)) inclusive.push(`rows of the ${name} day ${day} (${answer.source})`);
        else if (missing(day))
          exclusive.push(`no row of the ${name} day ${day} (${answer.source})`);
      }
    }
    if (inclusive.length > 0 && exclusive.length === 0) {
      settle("v1Bounds", "inclusive", `windows answered ${inclusive.slice(0, 2).join("; ")}`);
    } else if (exclusive.length > 0 && inclusive.length === 0) {
      settle("v1Bounds", "exclusive", `windows answered ${exclusive.slice(0, 2).join("; ")}`);
    } else {
      undecided.v1Bounds =
        inclusive.length === 0
          ? "no v1 window whose boundary days hold rows the capture shows"
          : `both seen: ${inclusive[0]}; ${exclusive[0]}`;
    }
    if (swap.length > 0 && empty.length === 0) settle("v1ReversedRange", "swap", swap[0] as string);
    else if (empty.length > 0 && swap.length === 0) {
      settle("v1ReversedRange", "empty", empty[0] as string);
    } else {
      undecided.v1ReversedRange =
        swap.length === 0 ? "no reversed v1 window with rows between its bounds" : "both seen";
    }
    const ordered = this.v1.filter((answer) => answer.ids.length > 1);
    if (ordered.length > 0) {
      const ascending = ordered.every((a) =>
        a.ids.every((id, i) => i === 0 || (a.ids[i - 1] as number) < id),
      );
      evidence.v1RowOrder = ascending
        ? `ascending id_ocorrencia in ${ordered.length} answer(s)`
        : "not in ascending id_ocorrencia";
    }
  }
}
