import type { ProfileSettings } from "../generated/types";
import type { AppSettings } from "./serve-app-settings";
import type { UnknownParameterMode } from "../server/options-entry";

/** The serve flag of each setting a profile folder's settings.json can state. */
const FLAG_OF = {
  v1Bounds: "--v1-bounds",
  v1ReversedRange: "--v1-reversed-range",
  defaultTake: "--default-take",
  maxTake: "--max-take",
  defaultOrder: "--default-order",
  unknownParameters: "--unknown-parameters",
} as const satisfies Record<Exclude<keyof ProfileSettings, "evidence" | "undecided">, string>;

/** What a profile's settings change in serve: app settings and the unknown-parameter mode. */
export interface ProfileAppSettings {
  /** createApp options the settings state. */
  readonly app: Partial<AppSettings>;
  /** --unknown-parameters as the settings state it, if they do. */
  readonly unknownParameters?: UnknownParameterMode;
}

/**
 * The serve settings a profile folder's settings.json states (`serve --profile DIR`), except
 * those the command line gives itself: a flag on `argv` wins over the folder.
 */
export function profileAppSettings(
  settings: ProfileSettings | undefined,
  argv: readonly string[],
): ProfileAppSettings {
  if (settings === undefined) return { app: {} };
  const given = (flag: string): boolean =>
    argv.some((arg) => arg === flag || arg.startsWith(`${flag}=`));
  const app: Record<string, unknown> = {};
  for (const [name, flag] of Object.entries(FLAG_OF)) {
    const value = settings[name as keyof typeof FLAG_OF];
    if (value !== undefined && !given(flag) && name !== "unknownParameters") app[name] = value;
  }
  const mode = settings.unknownParameters;
  return {
    app: app as Partial<AppSettings>,
    ...(mode === undefined || given(FLAG_OF.unknownParameters) ? {} : { unknownParameters: mode }),
  };
}
