import type { V1Bounds } from "../../query/v1";
import type { ProbeContext } from "./probe-context";

/**
 * How a profile folder's settings.json says v1 date bounds read (`v1Bounds`), as an expectation
 * of checkV1BoundDays naming its source; undefined under a named profile or without the setting.
 */
export function profileBounds(
  ctx: ProbeContext,
): { readonly reading: V1Bounds; readonly source: string } | undefined {
  const reading = typeof ctx.profile === "object" ? ctx.profile.settings?.v1Bounds : undefined;
  return reading === undefined ? undefined : { reading, source: "the profile's settings.json" };
}
