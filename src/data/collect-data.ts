import { isRecord } from "../is-record";
import { getValidator, type SchemaName, type ValidateOptions } from "../schemas";
import { toViolations } from "../schemas/to-violations";
import { formatFinding, formatLabel, genericPointer } from "../validation/format-finding";
import type { InputItem } from "../validation/input-item";
import { detectSchema } from "../validation/detect-schema";
import type { Exchange } from "../validation/exchange";
import type { Source } from "../validation/source";
import type { CaptureSource } from "../world/world-capture";
import { emptyCollection, type DataCollection } from "./data-collection";
import { toV1Facts } from "./to-v1-facts";

/** How data is read. */
export interface CollectOptions {
  /**
   * How records, cities and states are validated on load (today: the spec's schemas, optionally
   * strict). The contract profile (`spec|observed`, issue 10) is chosen here.
   */
  readonly validation?: ValidateOptions;
}

/** The kinds of data a body can hold. */
type DataKind = "occurrences" | "cities" | "states";

/** Where a body was read: its source, and the exchange it answered when recorded. */
interface Place {
  readonly source: Source;
  readonly exchange?: Exchange;
}

const DATA_ENDPOINT = /\/api\/v2\/(occurrences|cities|states)\/?$/;

function endpointOf(exchange: Exchange): DataKind | undefined {
  if (exchange.method !== "GET" || exchange.status < 200 || exchange.status >= 300) {
    return undefined;
  }
  try {
    const match = DATA_ENDPOINT.exec(new URL(exchange.url, "http://relative.invalid").pathname);
    return match?.[1] as DataKind | undefined;
  } catch {
    return undefined;
  }
}

function isOccurrenceRecord(value: unknown): boolean {
  return isRecord(value) && ("documentNumber" in value || "contextInfo" in value);
}

/** What a bare array holds, from its first item: v2 items, or nothing served (v1 rows). */
function kindOfArray(items: readonly unknown[]): DataKind | "ignored" | undefined {
  const first = items[0];
  if (first === undefined) return "ignored";
  if (isOccurrenceRecord(first)) return "occurrences";
  if (isRecord(first) && "state" in first && "id" in first && "name" in first) return "cities";
  if (isRecord(first) && Object.keys(first).every((key) => key === "id" || key === "name")) {
    return "states";
  }
  const detected = detectSchema(items);
  if (detected.found && detected.schema.startsWith("v1/")) return "ignored";
  return undefined;
}

/** The kind of a v2 envelope without a recorded URL, from its shape. */
function kindOfEnvelope(body: Record<string, unknown>): DataKind | "ignored" | undefined {
  const detected = detectSchema(body);
  if (!detected.found) return undefined;
  switch (detected.schema) {
    case "v2/occurrences-response":
      return "occurrences";
    case "v2/cities-response":
      return "cities";
    case "v2/states-response":
      return "states";
    default:
      return "ignored";
  }
}

/** A CaptureSource while its file is read. */
type MutableSource = { -readonly [K in keyof CaptureSource]: CaptureSource[K] };

/** Reads captured answers into a DataCollection; see collectData. */
class Collector {
  readonly data: DataCollection = emptyCollection();
  private readonly seen = new Map<string, { index: number; where: string }>();
  private readonly files = new Map<string, MutableSource>();

  constructor(private readonly options: CollectOptions) {}

  private fileOf(file: string): MutableSource {
    let entry = this.files.get(file);
    if (entry === undefined) {
      entry = { file, occurrences: 0, cities: 0, states: 0, ignored: 0 };
      this.files.set(file, entry);
      this.data.sources.push(entry);
    }
    return entry;
  }

  add(item: InputItem): void {
    const file = this.fileOf(item.source.file);
    switch (item.kind) {
      case "unreadable":
        this.data.problems.push(`${item.source.file}: cannot read: ${item.reason}`);
        return;
      case "skipped":
        file.ignored++;
        return;
      case "malformed":
        if (item.exchange !== undefined && endpointOf(item.exchange) === undefined) {
          file.ignored++;
          return;
        }
        this.data.problems.push(formatFinding({ ...item, status: "malformed", violations: [] }));
        return;
      case "body":
        this.addBody(item.body, {
          source: item.source,
          ...(item.exchange ? { exchange: item.exchange } : {}),
        });
    }
  }

  private addBody(body: unknown, place: Place): void {
    const file = this.fileOf(place.source.file);
    const label = formatLabel(place);
    if (place.exchange !== undefined) {
      const kind = endpointOf(place.exchange);
      if (kind === undefined) {
        file.ignored++;
        return;
      }
      if (!isRecord(body) || !Array.isArray(body.data)) {
        this.data.problems.push(`${label}: an answer of /${kind} without a data list`);
        return;
      }
      this.addItems(kind, body.data, place, "/data");
      return;
    }
    if (Array.isArray(body)) {
      const kind = kindOfArray(body);
      if (kind === undefined) {
        this.data.problems.push(
          `${label}: not an accepted form: an array of neither v2 occurrences, cities nor states`,
        );
      } else if (kind === "ignored") file.ignored++;
      else this.addItems(kind, body, place, "");
      return;
    }
    if (isOccurrenceRecord(body)) {
      this.addItems("occurrences", [body], place, undefined);
      return;
    }
    const kind = isRecord(body) ? kindOfEnvelope(body) : undefined;
    if (
      kind === undefined ||
      !isRecord(body) ||
      (kind !== "ignored" && !Array.isArray(body.data))
    ) {
      const why = detectSchema(body).reason;
      this.data.problems.push(
        `${label}: not an accepted form (v2 occurrences, cities or states answers, records, HAR, proxy recordings): ${why}`,
      );
      return;
    }
    if (kind === "ignored") file.ignored++;
    else this.addItems(kind, body.data as unknown[], place, "/data");
  }

  /** `pointer` undefined: the body is the item itself. */
  private addItems(
    kind: DataKind,
    items: readonly unknown[],
    place: Place,
    pointer: string | undefined,
  ): void {
    const file = this.fileOf(place.source.file);
    const label = formatLabel(place);
    items.forEach((item, index) => {
      const where = pointer === undefined ? label : `${label} ${pointer}/${index}`;
      const inner = pointer === undefined ? "" : `${pointer}/${index}`;
      file[kind]++;
      if (kind === "occurrences") this.addRecord(item, where, place, inner);
      else if (kind === "cities") this.addCity(item, place, inner);
      else this.addState(item, place, inner);
    });
  }

  private check(schema: SchemaName, value: unknown, place: Place, pointer: string): void {
    const validate = getValidator(schema, this.options.validation);
    if (validate(value)) return;
    for (const violation of toViolations(validate.errors)) {
      const path = `${pointer}${violation.path}`;
      const rule = `${schema} ${genericPointer(violation.path)} [${violation.rule}]`;
      const key = `${place.source.file}\u0000${rule}`;
      const group = this.data.violations.get(key);
      if (group !== undefined) group.count++;
      else {
        const first = `${formatLabel(place)} ${path || "/"} [${violation.rule}]: ${violation.message}`;
        this.data.violations.set(key, { count: 1, first, schema, key: rule });
      }
    }
  }

  private addRecord(value: unknown, where: string, place: Place, pointer: string): void {
    const why = !isRecord(value)
      ? "not an object"
      : typeof value.id !== "string" || value.id === ""
        ? "no string id"
        : typeof value.date !== "string" || Number.isNaN(Date.parse(value.date))
          ? "no date that parses"
          : !isRecord(value.state) || typeof value.state.id !== "string"
            ? "no state.id"
            : !isRecord(value.city) || typeof value.city.id !== "string"
              ? "no city.id"
              : undefined;
    if (why !== undefined || !isRecord(value)) {
      this.data.findings.push(
        `${where}: record not served: ${why ?? "not an object"} (it cannot be indexed)`,
      );
      return;
    }
    const id = value.id as string;
    const json = Buffer.from(JSON.stringify(value));
    const earlier = this.seen.get(id);
    if (earlier !== undefined) {
      if (this.data.records[earlier.index]?.json.equals(json) === true) this.data.duplicates++;
      else {
        this.data.findings.push(
          `${where}: record ${id} differs from the one at ${earlier.where}; the first is served`,
        );
      }
      return;
    }
    this.check("v2/occurrence", value, place, pointer);
    const state = value.state as Record<string, unknown>;
    const city = value.city as Record<string, unknown>;
    const stateId = String(state.id);
    const cityId = String(city.id);
    this.noteState(stateId, state.name, value.region);
    this.noteCity(cityId, city.name, stateId, undefined);
    this.seen.set(id, { index: this.data.records.length, where });
    this.data.records.push({
      json,
      time: Date.parse(value.date as string),
      stateId: stateId.toLowerCase(),
      cityId: cityId.toLowerCase(),
      withVictim: Array.isArray(value.victims) && value.victims.length > 0,
      facts: toV1Facts(value),
    });
  }

  private addCity(value: unknown, place: Place, pointer: string): void {
    this.check("v2/city", value, place, pointer);
    if (!isRecord(value) || typeof value.id !== "string" || !isRecord(value.state)) return;
    const state = value.state;
    if (typeof state.id !== "string") return;
    this.noteState(state.id, state.name, undefined);
    this.noteCity(value.id, value.name, state.id, JSON.stringify(value));
  }

  private addState(value: unknown, place: Place, pointer: string): void {
    this.check("v2/state-ref", value, place, pointer);
    if (!isRecord(value) || typeof value.id !== "string") return;
    this.noteState(value.id, value.name, undefined);
    const state = this.data.states.get(value.id.toLowerCase());
    if (state !== undefined) state.json ??= JSON.stringify(value);
  }

  private noteState(id: string, name: unknown, region: unknown): void {
    const key = id.toLowerCase();
    const state = this.data.states.get(key);
    if (state === undefined) {
      this.data.states.set(key, {
        id,
        name: typeof name === "string" ? name : "",
        ...(region === undefined ? {} : { region }),
      });
    } else if (region !== undefined) state.region ??= region;
  }

  private noteCity(id: string, name: unknown, stateId: string, json: string | undefined): void {
    const key = id.toLowerCase();
    const city = this.data.cities.get(key);
    if (city === undefined) {
      const entry = {
        id,
        name: typeof name === "string" ? name : "",
        stateId: stateId.toLowerCase(),
      };
      this.data.cities.set(key, json === undefined ? entry : { ...entry, json });
    } else if (json !== undefined) {
      // A /cities item wins over a record's {id, name}: it carries the served name and state.
      this.data.cities.set(key, {
        id,
        name: typeof name === "string" ? name : city.name,
        stateId: stateId.toLowerCase(),
        json,
      });
    }
  }
}

/**
 * Reads captured answers into a DataCollection: every occurrence record, city and state of v2
 * /occurrences, /cities and /states answers (envelopes with a recorded URL, or told by shape),
 * bare records and arrays (NDJSON lines, `generate fixtures` files). A record seen twice is kept
 * once; the same id with other content is a finding naming both places. Each kept record is
 * validated (CollectOptions.validation). Answers of other endpoints, error answers and v1 rows
 * are counted as ignored. Unreadable files, malformed JSON and bodies of no accepted form become
 * problems (one line each), and reading goes on.
 */
export async function collectData(
  items: AsyncIterable<InputItem>,
  options: CollectOptions = {},
): Promise<DataCollection> {
  const collector = new Collector(options);
  for await (const item of items) collector.add(item);
  return collector.data;
}
