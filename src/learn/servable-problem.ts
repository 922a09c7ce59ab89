import {
  profileFolderOf,
  validate,
  type JsonSchemaObject,
  type ProfileFolder,
  describeOverlayProblem,
  overlayProblem,
} from "../schemas";
import { buildWorld, type World, findDepartureSites, toObservedWorld } from "../world";

/** Records of the world a profile is tried on: enough for every place of an occurrence. */
const TRIAL_OCCURRENCES = 40;

let trial: World | undefined;

/**
 * Why the mock cannot serve a profile, or undefined: its observed world (dirty departures too)
 * is generated from a small world, and every record must validate under the profile. What
 * `serve --profile DIR` would fail on (a shape it cannot fake, a fake its overlay refuses)
 * fails here first.
 */
export function profileServeProblem(profile: ProfileFolder): string | undefined {
  trial ??= buildWorld({ seed: 1, occurrences: TRIAL_OCCURRENCES });
  let world: World;
  try {
    world = toObservedWorld(trial, { profile, dirty: true });
  } catch (error) {
    return `serve cannot fake it: ${(error as Error).message}`;
  }
  for (const record of world.occurrences) {
    const [broken] = validate("v2/occurrence", record.v2, { profile });
    if (broken !== undefined) {
      return `serve would send ${broken.path} that breaks it: ${broken.message}`;
    }
  }
  return undefined;
}

/**
 * Why a proposed overlay cannot be written, or undefined: the one gate every departure `learn`
 * proposes goes through, whatever its kind. The overlay must pass the check every command makes
 * of a profile folder (overlayProblem), compile, and be servable: a profile of it alone, sent at
 * every place it departs from (share 1), gives a world whose records validate under it.
 */
export function servableProblem(name: string, overlay: JsonSchemaObject): string | undefined {
  const problem = overlayProblem(overlay);
  if (problem !== undefined) return describeOverlayProblem(problem);
  const note = overlay["x-departure"] as Record<string, unknown>;
  const always = { ...overlay, "x-departure": { ...note, share: 1 } };
  let profile: ProfileFolder;
  try {
    profile = profileFolderOf("learned", [{ name, path: name, schema: always }]);
  } catch (error) {
    return (error as Error).message;
  }
  const serving = profileServeProblem(profile);
  if (serving !== undefined) return serving;
  // A place the trial world has, where the mock still sends only what the spec allows: the
  // overlay states a shape the mock has no way to make.
  const [entry] = profile.departures;
  const world = trial ?? buildWorld({ seed: 1, occurrences: TRIAL_OCCURRENCES });
  const reached =
    entry !== undefined &&
    world.occurrences.some(
      (o) => findDepartureSites("v2/occurrence", o.v2, [entry.departure]).length > 0,
    );
  if (!reached) return undefined;
  const served = toObservedWorld(world, { profile, dirty: true }).occurrences;
  if (served.some((o) => validate("v2/occurrence", o.v2).length > 0)) return undefined;
  return "serve would never send it: the mock has no way to make a value of this shape (add an x-faker)";
}
