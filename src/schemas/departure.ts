import { isRecord } from "../is-record";
import type { SchemaName } from "../generated/schema-names";
import { SCHEMA_FILES } from "../generated/schema-files";
import type { JsonSchemaObject, SchemaFile } from "./schema-file";

/** Folder below schemas/ that holds one overlay file per known departure. */
export const DEPARTURES_FOLDER = "departures/";

/** A place of a spec schema a departure replaces: the schema's name and a JSON pointer in it. */
export interface DepartureTarget {
  /** The spec schema, e.g. `v2/transport`. */
  readonly schema: SchemaName;
  /** JSON pointer of the node inside it, e.g. `/properties/transport` (`` for the root). */
  readonly pointer: string;
}

/**
 * What a departure states: `shape` (the default) a value of another shape at its place;
 * `absent` a field the spec requires that the service leaves out (its place is the field's
 * schema, `…#/properties/<field>`); `extra-fields` fields the spec does not list, on the object
 * at its place (seen only by `--strict`, which closes the spec's objects).
 */
export const DEPARTURE_KINDS = ["shape", "absent", "extra-fields"] as const;

/** One kind of departure. */
export type DepartureKind = (typeof DEPARTURE_KINDS)[number];

/**
 * A known departure of the real service from the spec, read from its overlay file in
 * schemas/departures/: the file is the JSON Schema of the value production sends, and its
 * `x-departure` annotation says where it departs from the spec and the evidence.
 */
export interface Departure {
  /** The overlay's schema name, e.g. `departures/transport-object`; its stable name. */
  readonly name: SchemaName;
  /** What differs, in a few words: `transport is an object {id, name}`. */
  readonly summary: string;
  /** What was seen in real payloads. */
  readonly seen: string;
  /** Where it was seen. */
  readonly where: string;
  /** Since when it has been seen. */
  readonly since: string;
  /** The places of the spec schemas it replaces. */
  readonly targets: readonly DepartureTarget[];
  /** Share (0..1) of the values at a target the observed mock sends in this form. */
  readonly share: number;
  /** The mock sends it only with `serve --dirty` (dirty data, not a shape). */
  readonly dirty: boolean;
  /**
   * Every value of this shape is one the spec accepts (an observed distribution or a shape the
   * spec leaves open): the mock reproduces it, but it is never reported as a departure.
   */
  readonly withinSpec: boolean;
  /** What it states: another shape (the default), a required field absent, or extra fields. */
  readonly kind: DepartureKind;
  /** The overlay's JSON Schema (the shape production sends). */
  readonly schema: JsonSchemaObject;
}

function toTarget(text: string): DepartureTarget {
  const [schema, pointer = ""] = text.split("#");
  return { schema: schema as SchemaName, pointer };
}

function toDeparture(file: SchemaFile): Departure {
  const note = file.schema["x-departure"];
  if (!isRecord(note)) throw new Error(`${file.path}: an overlay without x-departure`);
  const from = note.departsFrom;
  return {
    name: file.name as SchemaName,
    summary: String(note.summary),
    seen: String(note.seen),
    where: String(note.where),
    since: String(note.since),
    targets: (Array.isArray(from) ? from : [from]).map((t) => toTarget(String(t))),
    share: Number(note.share),
    dirty: note.dirty === true,
    withinSpec: note.withinSpec === true,
    kind: DEPARTURE_KINDS.find((kind) => kind === note.kind) ?? "shape",
    schema: file.schema,
  };
}

let departures: readonly Departure[] | undefined;

/** The departures among schema files: the overlays of schemas/departures/, in the files' order. */
export function departuresOf(files: readonly SchemaFile[]): Departure[] {
  return files.filter((file) => file.name.startsWith(DEPARTURES_FOLDER)).map(toDeparture);
}

/** Every known departure, from the overlay files of schemas/departures/, sorted by name. */
export function getDepartures(): readonly Departure[] {
  departures ??= departuresOf(SCHEMA_FILES);
  return departures;
}

/** Whether a schema name is a departure overlay rather than a schema of the spec. */
export function isDepartureName(name: string): boolean {
  return name.startsWith(DEPARTURES_FOLDER);
}
