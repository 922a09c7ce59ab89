import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { DEPARTURES_FOLDER } from "./departure";
import { describeOverlayProblem, overlayProblem } from "./overlay-problem";
import { isProfile } from "./profile";
import { namedProfile, profileFolderOf, type ProfileFolder } from "./profile-folder";
import type { JsonSchemaObject, SchemaFile } from "./schema-file";

/** A profile read, or why not (one line naming the file and the problem). */
export type LoadedProfile =
  | { readonly ok: true; readonly profile: ProfileFolder }
  | { readonly ok: false; readonly problem: string };

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
 * overlays in it (every `*.json` below it, each in the format of schemas/departures/).
 */
export function loadProfile(value: string): LoadedProfile {
  if (isProfile(value)) return { ok: true, profile: namedProfile(value) };
  const stat = statSync(value, { throwIfNoEntry: false });
  if (stat === undefined) {
    return { ok: false, problem: `--profile ${value}: neither spec, observed nor a folder` };
  }
  if (!stat.isDirectory())
    return { ok: false, problem: `--profile ${value}: not a folder of overlays` };
  const read = jsonFiles(value).map(readOverlay);
  const problem = read.find((r): r is string => typeof r === "string");
  if (problem !== undefined) return { ok: false, problem: `--profile ${problem}` };
  try {
    return { ok: true, profile: profileFolderOf(value, read as SchemaFile[]) };
  } catch (error) {
    return { ok: false, problem: `--profile ${value}: ${(error as Error).message}` };
  }
}
