import { existsSync, readdirSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { readRegularFile } from "../read-regular-file";
import { DEPARTURES_FOLDER } from "./departure";
import { describeOverlayProblem, overlayProblem } from "./overlay-problem";
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

/**
 * The settings of a folder's settings.json (read as readOverlay reads an overlay: a regular file,
 * under its cap, its content never quoted), checked against common/profile-settings, or why not.
 */
function readSettings(path: string): ProfileSettings | string {
  const read = readRegularFile(path, MAX_SETTINGS_BYTES);
  if (!read.ok) return `${path}: ${read.problem}`;
  const text = read.bytes.toString("utf8");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `${path}${placeOf(text, (error as Error).message)}: not JSON (its content is not shown)`;
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

/** Why an overlay cannot be used, or undefined (the one check of overlays, overlayProblem). */
function problemOf(schema: unknown): string | undefined {
  const problem = overlayProblem(schema);
  return problem === undefined ? undefined : describeOverlayProblem(problem);
}

/**
 * `:line:column` of a JSON.parse error from the position V8 states, or nothing: never V8's own
 * words, which quote the text.
 */
function placeOf(text: string, message: string): string {
  const at = / at position (\d+)/.exec(message);
  if (at === null) return "";
  const before = text.slice(0, Number(at[1]));
  const lineStart = before.lastIndexOf("\n") + 1;
  const line = before.length - before.replace(/\n/g, "").length + 1;
  return `:${line}:${before.length - lineStart + 1}`;
}

/** The largest overlay file read: 4 MiB (a longer one is refused, the cap named). */
export const MAX_OVERLAY_BYTES = 4 * 1024 * 1024;

/**
 * An overlay's schema, or one line naming the file and the problem. The file is read by
 * readRegularFile (a pipe or a device under a .json name is refused, never opened blocking; at
 * most MAX_OVERLAY_BYTES); a file that is not JSON is named with the line and column of the
 * first bad character, never a word of its content (it may be a link to a secret).
 */
function readOverlay(path: string): SchemaFile | string {
  const read = readRegularFile(path, MAX_OVERLAY_BYTES);
  if (!read.ok) return `${path}: ${read.problem}`;
  const text = read.bytes.toString("utf8");
  let schema: unknown;
  try {
    schema = JSON.parse(text);
  } catch (error) {
    return `${path}${placeOf(text, (error as Error).message)}: not JSON (its content is not shown)`;
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
