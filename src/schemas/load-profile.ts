import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { SCHEMA_FILES } from "../generated/schema-files";
import { isRecord } from "../is-record";
import { DEPARTURES_FOLDER } from "./departure";
import { followPointer } from "./follow-pointer";
import { isProfile } from "./profile";
import { namedProfile, profileFolderOf, type ProfileFolder } from "./profile-folder";
import type { JsonSchemaObject, SchemaFile } from "./schema-file";
import type { ProfileSettings } from "../generated/types";
import { validate } from "./schema-registry";

/** A profile read, or why not (one line naming the file and the problem). */
export type LoadedProfile =
  | { readonly ok: true; readonly profile: ProfileFolder }
  | { readonly ok: false; readonly problem: string };

/** The file of a profile folder that holds its settings (profile-settings), not an overlay. */
export const SETTINGS_FILE = "settings.json";

/** Largest settings file read (it is untrusted input): 64 KiB. */
const MAX_SETTINGS_BYTES = 64 * 1024;

/** The settings of a folder's settings.json, checked against common/profile-settings, or why not. */
function readSettings(path: string): ProfileSettings | string {
  const size = statSync(path).size;
  if (size > MAX_SETTINGS_BYTES) return `${path}: over ${MAX_SETTINGS_BYTES} bytes`;
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    return `${path}: ${(error as Error).message}`;
  }
  const problems = validate("common/profile-settings", value);
  const first = problems[0];
  if (first !== undefined) return `${path}: ${first.path || "/"} ${first.message}`;
  return value as ProfileSettings;
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? jsonFiles(join(dir, entry.name)) : [join(dir, entry.name)],
    )
    .filter((path) => path.endsWith(".json"))
    .sort();
}

/** Why an overlay cannot be used, or undefined: x-departure, and places the spec has. */
function problemOf(schema: unknown): string | undefined {
  if (!isRecord(schema) || !isRecord(schema["x-departure"])) return "no x-departure";
  const from = schema["x-departure"].departsFrom;
  for (const place of Array.isArray(from) ? from : [from]) {
    const [name = "", pointer = ""] = String(place).split("#");
    const file = SCHEMA_FILES.find((f) => f.name === name);
    if (file === undefined || followPointer(file.schema, pointer) === undefined) {
      return `departsFrom ${String(place)} names no place of the spec's schemas`;
    }
  }
  return undefined;
}

function readOverlay(path: string): SchemaFile | string {
  let schema: unknown;
  try {
    schema = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    return `${path}: ${(error as Error).message}`;
  }
  const problem = problemOf(schema);
  if (problem !== undefined) return `${path}: ${problem}`;
  const name = `${DEPARTURES_FOLDER}${basename(path, ".json")}`;
  return { name, path, schema: schema as JsonSchemaObject };
}

/**
 * The profile a `--profile` value names: `spec` or `observed`, or a folder: the spec plus the
 * overlays in it (every `*.json` below it, each in the format of schemas/departures/), and its
 * `settings.json` when it has one (the choices a capture settled, common/profile-settings).
 */
export function loadProfile(value: string): LoadedProfile {
  if (isProfile(value)) return { ok: true, profile: namedProfile(value) };
  const stat = statSync(value, { throwIfNoEntry: false });
  if (stat === undefined) {
    return { ok: false, problem: `--profile ${value}: neither spec, observed nor a folder` };
  }
  if (!stat.isDirectory())
    return { ok: false, problem: `--profile ${value}: not a folder of overlays` };
  const settingsPath = join(value, SETTINGS_FILE);
  const read = jsonFiles(value)
    .filter((path) => path !== settingsPath)
    .map(readOverlay);
  const problem = read.find((r): r is string => typeof r === "string");
  if (problem !== undefined) return { ok: false, problem: `--profile ${problem}` };
  const settings = existsSync(settingsPath) ? readSettings(settingsPath) : undefined;
  if (typeof settings === "string") return { ok: false, problem: `--profile ${settings}` };
  try {
    const folder = profileFolderOf(value, read as SchemaFile[]);
    return { ok: true, profile: settings === undefined ? folder : { ...folder, settings } };
  } catch (error) {
    return { ok: false, problem: `--profile ${value}: ${(error as Error).message}` };
  }
}
