import type { ProfileSettings } from "../generated/types";
import { departuresOf, getDepartures, type Departure } from "./departure";
import { getAjv } from "./get-ajv";
import { describeOverlayProblem, overlayProblem } from "./overlay-problem";
import { SCHEMA_ID_BASE, type SchemaFile } from "./schema-file";
import type { Violation } from "./violation";

/** One departure of a profile folder, with the test of its overlay. */
export interface ProfileDeparture {
  /** The departure as its overlay states it. */
  readonly departure: Departure;
  /** Whether a value has the overlay's shape. */
  readonly accepts: (value: unknown) => boolean;
}

/**
 * A profile: the spec plus the departures of one folder of overlays (each in the format of
 * schemas/departures/). `spec` is the folder with none, `observed` the kit's own
 * schemas/departures/, and `--profile DIR` any other folder.
 */
export interface ProfileFolder {
  /** `spec`, `observed`, or the folder's path as given. */
  readonly name: string;
  /** Its departures, in the files' order. */
  readonly departures: readonly ProfileDeparture[];
  /**
   * The choices where the spec is silent that its settings.json states (`learn` settles them
   * from a capture): `serve --profile DIR` serves with them, `conform --profile DIR` expects them.
   */
  readonly settings?: ProfileSettings;
}

/** A profile as the checks take it: `spec`, `observed`, or a folder read by loadProfile. */
export type ProfileChoice = "spec" | "observed" | ProfileFolder;

/** The name a report states for a profile: `spec`, `observed` or the folder as given. */
export function profileName(profile: ProfileChoice): string {
  return typeof profile === "string" ? profile : profile.name;
}

let count = 0;

/**
 * A profile from overlay files (their names `departures/<file>`): each overlay is checked
 * (overlayProblem: a folder is untrusted input) and compiled in the one Ajv under an `$id` of its
 * own, so a folder may hold an overlay named as a known one. A refused overlay throws one line
 * naming its file, the keyword and its place.
 */
export function profileFolderOf(name: string, files: readonly SchemaFile[]): ProfileFolder {
  const folder = `${SCHEMA_ID_BASE}profile-folders/${++count}/`;
  // Checked before Ajv sees them: compiling a hostile overlay can itself take minutes.
  for (const file of files) {
    const problem = overlayProblem(file.schema);
    if (problem !== undefined) throw new Error(`${file.path}: ${describeOverlayProblem(problem)}`);
  }
  const departures = departuresOf(files).map((departure) => {
    const id = `${folder}${departure.name}.json`;
    try {
      const validate = getAjv().compile({ ...departure.schema, $id: id });
      return { departure, accepts: (value: unknown) => validate(value) === true };
    } catch (error) {
      const path = files.find((file) => file.name === departure.name)?.path ?? departure.name;
      throw new Error(`${path}: ${(error as Error).message}`, { cause: error });
    }
  });
  return { name, departures };
}

let named: Map<string, ProfileFolder> | undefined;

/** The two named profiles: `spec` (no departure) and `observed` (schemas/departures/). */
export function namedProfile(name: "spec" | "observed"): ProfileFolder {
  named ??= new Map<string, ProfileFolder>([
    ["spec", { name: "spec", departures: [] }],
    [
      "observed",
      {
        name: "observed",
        departures: getDepartures().map((departure) => ({
          departure,
          accepts: (value: unknown) => {
            const id = `${SCHEMA_ID_BASE}${departure.name}.json`;
            return getAjv().getSchema(id)?.(value) === true;
          },
        })),
      },
    ],
  ]);
  return named.get(name) as ProfileFolder;
}

/**
 * The departure of a folder a violation is: the violation was named as a departure of that name
 * (toViolations with this folder) and the value there has the overlay's shape.
 */
export function departureOfViolation(
  folder: ProfileFolder,
  violation: Violation,
): Departure | undefined {
  if (violation.departure === undefined) return undefined;
  const found = folder.departures.find(({ departure, accepts }) => {
    if (departure.name !== violation.departure) return false;
    // A missing field has no value; an extra field's value is not the overlay's (the object is).
    if (departure.kind === "absent") return violation.rule === "required";
    if (departure.kind === "extra-fields") return violation.rule === "additionalProperties";
    return "value" in violation && accepts(violation.value);
  });
  return found?.departure;
}
