import { inProcessFetch } from "./in-process-fetch";
import { mockHandler, worldOf } from "./mock-handlers";

const BASE = "http://in-process.invalid";

/** The v2 occurrence ids of the first page a core answers. */
async function firstPageIds(seed?: number): Promise<string[]> {
  const fetch = inProcessFetch(mockHandler("small", "spec", {}, seed));
  const answer = await fetch(`${BASE}/api/v2/occurrences?take=5`);
  const body = (await answer.json()) as { data: { id: string }[] };
  return body.data.map((item) => item.id);
}

describe("a catalogue server naming a world seed", () => {
  test("is served the world that seed builds, not the seed-1 world", async () => {
    const world = worldOf("small", "spec", 3);
    expect(world.seed).toBe(3);
    const ids = await firstPageIds(3);
    const known = new Set(world.occurrences.map((occurrence) => occurrence.v2.id));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => known.has(id))).toBe(true);
    expect(ids).not.toEqual(await firstPageIds());
  });
});
