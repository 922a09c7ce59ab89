import { readFile } from "node:fs/promises";
import { isRecord } from "../is-record";
import { getValidator, type SchemaName, type ValidateOptions } from "../schemas";
import { toViolations } from "../schemas/to-violations";
import { formatFinding, formatLabel, genericPointer } from "../validation/format-finding";
import type { InputItem } from "../validation/input-item";
import { detectSchema } from "../validation/detect-schema";
import { isExchangeRecord } from "../validation/exchange-record";
import { isHarLog } from "../validation/har";
import { parseJson } from "../validation/parse-json";
import { readFiles } from "../validation/read-inputs";
import { resolveInputPaths } from "../validation/resolve-input-paths";
import type { Exchange } from "../validation/exchange";
import type { Source } from "../validation/source";
import type { CaptureSource } from "../world/world-capture";
import { emptyCollection, type DataCollection } from "./data-collection";
import { splitJsonList, type SplitList } from "./split-json-list";
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

/** An item of a list, parsed, with its captured text when it is served as such. */
interface ParsedItem {
  readonly value: unknown;
  /** The item's bytes in the file (compact JSON); absent: it is served as JSON.stringify'd. */
  readonly text?: Buffer;
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
    const list = this.listOf(body, place);
    if (list === undefined) return;
    const items =
      list.pointer === undefined
        ? [body]
        : list.pointer === ""
          ? (body as unknown[])
          : ((body as Record<string, unknown>).data as unknown[]);
    this.addItems(
      list.kind,
      items.length,
      (index) => ({ value: items[index] }),
      place,
      list.pointer,
    );
  }

  /**
   * What a body's items are and where: `pointer` "/data" (an envelope's list), "" (a bare array)
   * or undefined (the body is one record). Undefined when there is nothing to add: the body is
   * ignored (counted) or of no accepted form (a problem). Only the first item of a list is read.
   */
  private listOf(
    body: unknown,
    place: Place,
  ): { kind: DataKind; pointer: string | undefined } | undefined {
    const file = this.fileOf(place.source.file);
    const label = formatLabel(place);
    if (place.exchange !== undefined) {
      const kind = endpointOf(place.exchange);
      if (kind === undefined) {
        file.ignored++;
        return undefined;
      }
      if (!isRecord(body) || !Array.isArray(body.data)) {
        this.data.problems.push(`${label}: an answer of /${kind} without a data list`);
        return undefined;
      }
      return { kind, pointer: "/data" };
    }
    if (Array.isArray(body)) {
      const kind = kindOfArray(body);
      if (kind === undefined) {
        this.data.problems.push(
          `${label}: not an accepted form: an array of neither v2 occurrences, cities nor states`,
        );
      } else if (kind === "ignored") file.ignored++;
      else return { kind, pointer: "" };
      return undefined;
    }
    if (isOccurrenceRecord(body)) return { kind: "occurrences", pointer: undefined };
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
      return undefined;
    }
    if (kind === "ignored") file.ignored++;
    else return { kind, pointer: "/data" };
    return undefined;
  }

  /**
   * Adds a document split by splitJsonList: each item is parsed from its own slice (small,
   * short-lived objects) and a compact item keeps its slice as its served text, byte for byte.
   * False, having added nothing, when the document is a HAR log, a recorded exchange or a
   * record: the caller reads it the general way.
   */
  addSplit(split: SplitList, file: string): boolean {
    const { bytes, envelope, starts, ends, compact } = split;
    if (isHarLog(envelope) || isExchangeRecord(envelope) || isOccurrenceRecord(envelope)) {
      return false;
    }
    const place: Place = { source: { file } };
    const itemAt = (index: number): ParsedItem | undefined => {
      const start = starts[index]!;
      const end = ends[index]!;
      try {
        const value: unknown = JSON.parse(bytes.toString("utf8", start, end));
        return compact[index] === true ? { value, text: bytes.subarray(start, end) } : { value };
      } catch {
        return undefined;
      }
    };
    const first = starts.length === 0 ? undefined : itemAt(0);
    if (starts.length > 0 && first === undefined) {
      this.malformed(bytes, place);
      return true;
    }
    // What the list holds is told from its first item, as for a parsed body.
    const sample = first === undefined ? [] : [first.value];
    const list = this.listOf(
      envelope === undefined ? sample : { ...envelope, data: sample },
      place,
    );
    if (list === undefined) return true;
    const ok = this.addItems(
      list.kind,
      starts.length,
      (index) => (index === 0 ? first : itemAt(index)),
      place,
      list.pointer,
    );
    if (!ok) this.malformed(bytes, place);
    return true;
  }

  /** The problem of a document whose item is not JSON, located as the general reading does. */
  private malformed(bytes: Buffer, place: Place): void {
    const text = bytes.toString("utf8");
    const parsed = parseJson(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    const parseError = parsed.ok
      ? { line: 1, column: 1, offset: 0, message: "an item of the list is not JSON" }
      : parsed.error;
    this.data.problems.push(
      formatFinding({ source: place.source, status: "malformed", violations: [], parseError }),
    );
  }

  /**
   * `pointer` undefined: the body is the item itself. `itemAt` gives each item parsed (and its
   * captured text when kept), or undefined when it is not JSON: adding stops there (false).
   */
  private addItems(
    kind: DataKind,
    count: number,
    itemAt: (index: number) => ParsedItem | undefined,
    place: Place,
    pointer: string | undefined,
  ): boolean {
    const file = this.fileOf(place.source.file);
    const label = formatLabel(place);
    for (let index = 0; index < count; index++) {
      const item = itemAt(index);
      if (item === undefined) return false;
      const where = pointer === undefined ? label : `${label} ${pointer}/${index}`;
      const inner = pointer === undefined ? "" : `${pointer}/${index}`;
      file[kind]++;
      if (kind === "occurrences") this.addRecord(item, where, place, inner);
      else if (kind === "cities") this.addCity(item, place, inner);
      else this.addState(item, place, inner);
    }
    return true;
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

  private addRecord(item: ParsedItem, where: string, place: Place, pointer: string): void {
    const { value } = item;
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
    const json = item.text ?? Buffer.from(JSON.stringify(value));
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

  private addCity(item: ParsedItem, place: Place, pointer: string): void {
    const { value } = item;
    this.check("v2/city", value, place, pointer);
    if (!isRecord(value) || typeof value.id !== "string" || !isRecord(value.state)) return;
    const state = value.state;
    if (typeof state.id !== "string") return;
    this.noteState(state.id, state.name, undefined);
    this.noteCity(value.id, value.name, state.id, item.text?.toString() ?? JSON.stringify(value));
  }

  private addState(item: ParsedItem, place: Place, pointer: string): void {
    const { value } = item;
    this.check("v2/state-ref", value, place, pointer);
    if (!isRecord(value) || typeof value.id !== "string") return;
    this.noteState(value.id, value.name, undefined);
    const state = this.data.states.get(value.id.toLowerCase());
    if (state !== undefined) state.json ??= item.text?.toString() ?? JSON.stringify(value);
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

/**
 * collectData of files and folders (`-` for standard input), reading the common case fast: a
 * JSON document that is a v2 answer or a bare array is split into its items' byte ranges
 * (splitJsonList), each item parsed from its own slice, and a compact item served as its very
 * bytes. Every other file (NDJSON, HAR, proxy recordings, standard input) and any document the
 * split does not take is read the general way (readFiles), with the same results and lines.
 */
export async function collectDataFiles(
  paths: readonly string[],
  options: CollectOptions = {},
): Promise<DataCollection> {
  const collector = new Collector(options);
  const { files, problems } = await resolveInputPaths(paths);
  for (const problem of problems) {
    collector.add({ kind: "unreadable", source: { file: problem.path }, reason: problem.reason });
  }
  for (const file of files) {
    if (file.format === "auto" && file.path !== "-") {
      const bytes = await readFile(file.path).catch(() => undefined);
      const split = bytes === undefined ? undefined : splitJsonList(bytes);
      if (split !== undefined && collector.addSplit(split, file.path)) continue;
    }
    for await (const item of readFiles([file])) collector.add(item);
  }
  return collector.data;
}
