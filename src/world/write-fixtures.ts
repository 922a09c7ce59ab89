import { lstat, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { toV1CityRow } from "./to-v1-city-row";
import { toV1OccurrenceRow } from "./to-v1-occurrence-row";
import { toV2City } from "./to-v2-city";
import { toV2State } from "./to-v2-state";
import type { World } from "./world";
import { writeJsonArray } from "./write-json-array";

/** The files `generate fixtures` writes, relative to its output folder. */
export const FIXTURE_FILES = [
  "v2/occurrences.json",
  "v2/cities.json",
  "v2/states.json",
  "v1/occurrences.json",
  "v1/cities.json",
] as const;

/**
 * Writes a world as fixtures below `dir`: v2 occurrences, cities and states, v1 occurrence and
 * city rows, each a JSON array with one record per line. Creates the folders. File-system errors
 * propagate (with the path in their message). `onProgress` counts records written.
 */
export async function writeFixtures(
  world: World,
  dir: string,
  onProgress?: (written: number, total: number) => void,
): Promise<string[]> {
  for (const version of ["v1", "v2"]) {
    const folder = join(dir, version);
    await mkdir(folder, { recursive: true });
    // A link under the folder asked for would carry the files outside it.
    if ((await lstat(folder)).isSymbolicLink()) {
      throw new Error(`${folder} is a symbolic link: not written through it`);
    }
  }
  const total = 2 * world.occurrences.length + 2 * world.cities.length + world.states.length;
  let done = 0;
  const progress = (offset: number) => (written: number) => {
    done = offset + written;
    onProgress?.(done, total);
  };
  const at = (file: (typeof FIXTURE_FILES)[number]) => join(dir, file);
  const occurrences = world.occurrences;
  await writeJsonArray(at("v2/occurrences.json"), occurrences, (o) => o.v2, progress(0));
  await writeJsonArray(
    at("v2/cities.json"),
    world.cities,
    (c) => toV2City(world, c),
    progress(done),
  );
  await writeJsonArray(at("v2/states.json"), world.states, toV2State, progress(done));
  const toRow = (o: (typeof occurrences)[number]) => toV1OccurrenceRow(world, o);
  await writeJsonArray(at("v1/occurrences.json"), occurrences, toRow, progress(done));
  await writeJsonArray(at("v1/cities.json"), world.cities, toV1CityRow, progress(done));
  return FIXTURE_FILES.map(at);
}
