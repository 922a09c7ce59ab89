import type { World } from "../world/views-entry";
import { buildDataWorld } from "./build-data-world";
import { collectDataFiles, type CollectOptions } from "./collect-data";

/** The outcome of loading data: a world and what was found in it, or why there is none. */
export type DataLoad =
  | {
      readonly ok: true;
      readonly world: World;
      /**
       * Lines about data that is served anyway: contract violations (grouped by file, pointer
       * and rule, with their count and first place), records differing under one id, records that
       * cannot be indexed.
       */
      readonly findings: readonly string[];
    }
  | {
      /** The data cannot be served: one line per problem (file and what is wrong). */
      readonly ok: false;
      readonly problems: readonly string[];
    };

/**
 * Loads the world `serve --data` serves from files and folders (collectDataFiles, buildDataWorld).
 * Every file is read before deciding, so every bad file gets its line. Never throws for bad data.
 */
export async function loadDataWorld(
  paths: readonly string[],
  options: CollectOptions = {},
): Promise<DataLoad> {
  const data = await collectDataFiles(paths, options);
  if (data.problems.length > 0) return { ok: false, problems: data.problems };
  const world = buildDataWorld(data);
  if (world === undefined) {
    const names = paths.join(", ");
    // Every record left out (too deep, no real date…): the one line says how many, and the first.
    const left = data.findings.filter((finding) => finding.includes(": record not served: "));
    const why =
      left.length === 0
        ? "an empty data set cannot be served"
        : `${left.length} record(s) left out; first: ${left[0]}`;
    return { ok: false, problems: [`${names}: no occurrence record in the data (${why})`] };
  }
  const violations = [...data.violations.values()].map(
    (group) => `${group.count} value(s) break ${group.key}; first: ${group.first}`,
  );
  return { ok: true, world, findings: [...violations, ...data.findings] };
}
