import type { City } from "../../src/generated/types";
import { brokenFetch, passThrough } from "../conformance/broken/break-handler";
import type { ServerVariant, WorldName } from "../conformance/broken/broken-server";
import { mockHandler, WORLD_OPTIONS } from "../conformance/broken/mock-handlers";
import { ORACLE_BROKEN_SERVERS, ORACLE_HONEST } from "../conformance/broken/oracle-catalogue";
import { oracleProbeTargets, type ProbeTarget } from "../conformance/broken/oracle-probe-targets";

const BASE = "http://in-process.invalid";
const BOM_KEPT = new TextDecoder("utf-8", { ignoreBOM: true });

/** A world a server is tried on: its name and its seed. */
interface WorldAt {
  readonly world: WorldName;
  readonly seed: number;
}

/** The world a catalogue server runs on (its own seed, if it names one). */
function worldAt(server: ServerVariant): WorldAt {
  const world = server.world ?? "small";
  return { world, seed: server.worldSeed ?? WORLD_OPTIONS[world].seed };
}

/** A text key of a world and seed, for the caches below. */
const keyOf = ({ world, seed }: WorldAt): string => `${world}/${seed}`;

/**
 * What a server answers to each target, in order through one breakage: status, headers and body
 * text.
 */
async function answersOf(server: ServerVariant | undefined, at: WorldAt): Promise<string[]> {
  const core = mockHandler(at.world, "spec", server?.settings, at.seed);
  const fetch = brokenFetch(core, server === undefined ? passThrough : server.make());
  const texts: string[] = [];
  for (const probe of await targetsOf(at)) {
    // A target with headers sends them; a plain target is asked without any.
    const answer =
      typeof probe === "string"
        ? await fetch(`${BASE}${probe}`)
        : await fetch(`${BASE}${probe.target}`, { headers: probe.headers });
    // Headers too (sorted, the clock's Date left out): a server may differ in headers alone.
    const headers = [...answer.headers]
      .filter(([name]) => name !== "date")
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    // The bytes as sent: text() would drop a leading byte order mark.
    // A body that fails to decode under its Content-Encoding is read as that failure.
    const text = await answer.arrayBuffer().then(
      (bytes) => BOM_KEPT.decode(bytes),
      (error: unknown) => `body not readable: ${String(error)}`,
    );
    texts.push(`${answer.status} ${JSON.stringify(headers)} ${text}`);
  }
  return texts;
}

const targets = new Map<string, Promise<ProbeTarget[]>>();

/** The probe targets of a world, built once from its v2 cities. */
function targetsOf(at: WorldAt): Promise<ProbeTarget[]> {
  let built = targets.get(keyOf(at));
  if (built === undefined) {
    built = (async () => {
      const fetch = brokenFetch(mockHandler(at.world, "spec", {}, at.seed), passThrough);
      const body = (await (await fetch(`${BASE}/api/v2/cities`)).json()) as { data: City[] };
      return oracleProbeTargets(at.world, body.data);
    })();
    targets.set(keyOf(at), built);
  }
  return built;
}

const honest = new Map<string, Promise<string[]>>();

/** The honest mock's answers (default settings) to a world's targets, asked once. */
function honestOf(at: WorldAt): Promise<string[]> {
  let answers = honest.get(keyOf(at));
  if (answers === undefined) {
    answers = answersOf(undefined, at);
    honest.set(keyOf(at), answers);
  }
  return answers;
}

/** The targets whose answers differ from the honest mock's on the server's own world. */
async function changedBy(server: ServerVariant): Promise<ProbeTarget[]> {
  const at = worldAt(server);
  const [all, expected, seen] = await Promise.all([
    targetsOf(at),
    honestOf(at),
    answersOf(server, at),
  ]);
  return all.filter((_target, i) => expected[i] !== seen[i]);
}

beforeAll(async () => {
  await honestOf({ world: "small", seed: WORLD_OPTIONS.small.seed });
}, 60_000);

describe("each server of the oracle's catalogue changes some answer of a fixed probe set", () => {
  test.each(
    [...ORACLE_BROKEN_SERVERS, ...ORACLE_HONEST].map((server) => [server.name, server] as const),
  )(
    "%s",
    async (_name, server) => {
      expect((await changedBy(server)).length).toBeGreaterThan(0);
    },
    60_000,
  );
});
