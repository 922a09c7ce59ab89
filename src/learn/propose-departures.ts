import { getDepartures, type JsonSchemaObject, SCHEMA_ID_BASE, type LetterCase } from "../schemas";
import type { ShapeLearning } from "./learn-shapes";
import { JSON_TYPES, narrowestSchema } from "./narrowest-schema";
import { servableProblem } from "./servable-problem";
import type { ShapeCluster } from "./shape-cluster";

/**
 * A departure the capture showed: a known one confirmed, or a new one proposed with its overlay.
 */
export interface LearnedDeparture {
  /** The overlay's name, `departures/latitude-number`. */
  readonly name: string;
  /** Known (an overlay of the profile or of schemas/departures/) or new. */
  readonly known: boolean;
  /** Share (0..1) of the values seen at its places that took this form. */
  readonly share: number;
  /** The clusters it gathers. */
  readonly clusters: readonly ShapeCluster[];
  /** The overlay file (the known one as written, or the one proposed). */
  readonly overlay: JsonSchemaObject;
  /**
   * Why a proposed overlay is not written (`--write-departures`): the mock could not serve it
   * (servableProblem). Undefined for every overlay learn may write.
   */
  readonly unservable?: string;
}

/**
 * The kinds of departure learn proposes, as a cluster's `observed` names them: a name of a listed
 * table in another letter case, a name outside the table, or a value of another JSON type (whose
 * rule narrowestSchema states). Each goes through the one gate, servableProblem.
 */
export const PROPOSED_KINDS = ["case variant", "unlisted", ...JSON_TYPES] as const;

/** Where and since when a capture was made, for the overlays' evidence. */
export interface LearnedEvidence {
  /** The capture, in words: `learned by occurrence-contract learn from prod.har`. */
  readonly where: string;
  /** The day of the capture, YYYY-MM-DD. */
  readonly since: string;
}

function shareOf(learning: ShapeLearning, clusters: readonly ShapeCluster[]): number {
  const seen = clusters.reduce((n, c) => n + c.count, 0);
  const base = new Set(clusters.map((c) => `${c.schema} ${c.pointer}`));
  const present = [...base].reduce((n, key) => n + (learning.values.get(key) ?? 0), 0);
  // A field absent is never among the values counted at its place: they are the rest.
  const total = clusters[0]?.keyword === "required" ? seen + present : present;
  return total === 0 ? 1 : Math.min(1, Math.round((seen / total) * 1000) / 1000);
}

/**
 * What one departure is, for grouping: a number whatever its decimals (`integer` and `number`
 * seen at one place are one departure, its schema the narrowest that accepts both).
 */
function observedKind(observed: string): string {
  return observed === "integer" ? "number" : observed;
}

function fieldOf(place: string): string {
  const tokens = (place.split("#")[1] ?? "").split("/").filter((t) => t !== "");
  const named = tokens.filter((_, i) => tokens[i - 1] === "properties");
  const last = named[named.length - 1] ?? place.split("#")[0]?.split("/").pop() ?? "value";
  return last.replace(/([a-z])([A-Z])/g, "$1-$2").toLowerCase();
}

function letterCaseOf(values: readonly unknown[]): LetterCase {
  const texts = values.map(String);
  if (texts.every((t) => t === t.toLocaleUpperCase("pt-BR"))) return "upper";
  if (texts.every((t) => t === t.toLocaleLowerCase("pt-BR"))) return "lower";
  return "title";
}

/** The rule a cluster's values follow, as the narrowest schema that accepts them all. */
function ruleOf(cluster: ShapeCluster): { schema: JsonSchemaObject; summary: string } {
  const field = fieldOf(cluster.place);
  if (cluster.keyword === "required") {
    // No value is the shape of a field left out; the kind says what the overlay states.
    return { schema: { not: {} }, summary: `${field} is absent` };
  }
  if (cluster.observed === "case variant") {
    const schema = { type: "string", "x-case-variant": letterCaseOf(cluster.values) };
    return { schema, summary: `a name of the ${field} table in another letter case` };
  }
  if (cluster.observed === "unlisted") {
    const names = cluster.values.filter((v): v is string => typeof v === "string").slice(0, 10);
    const faker = { fn: "helpers.arrayElement", args: [names] };
    return {
      schema: { type: "string", minLength: 1, "x-faker": faker },
      summary: `a ${field} outside the spec's table`,
    };
  }
  const schema = narrowestSchema(cluster.values);
  const kind = cluster.keyword === "type" ? `is ${cluster.observed}` : `breaks ${cluster.keyword}`;
  return { schema, summary: `${field} ${kind}` };
}

function titleOf(name: string): string {
  return name.replace(/(^|-)([a-z0-9])/g, (_, __: string, c: string) => c.toUpperCase());
}

function proposal(
  name: string,
  clusters: readonly ShapeCluster[],
  share: number,
  evidence: LearnedEvidence,
): JsonSchemaObject {
  const [first] = clusters;
  if (first === undefined) return {};
  const { schema, summary } = ruleOf({ ...first, values: clusters.flatMap((c) => c.values) });
  const examples = first.values.slice(0, 5).map((v) => JSON.stringify(v));
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    $id: `${SCHEMA_ID_BASE}${name}.json`,
    title: titleOf(name.replace(/^departures\//, "")),
    description: `Learned departure: ${summary} (${first.message}).`,
    "x-departure": {
      departsFrom: [...new Set(clusters.map((c) => c.place))],
      summary,
      seen: `${clusters.reduce((n, c) => n + c.count, 0)} values at ${first.pointer}, e.g. ${examples.join(", ")}`,
      where: evidence.where,
      since: evidence.since,
      share,
      ...(first.keyword === "required" ? { kind: "absent" } : {}),
    },
    ...schema,
  };
}

/**
 * The departures a capture showed: the known ones its violations matched (confirmed, with the
 * share seen), and one proposal per new place and kind (the overlay of schemas/departures/'s
 * format, its schema the narrowest rule that accepts every value seen, each through the gate of
 * servableProblem: one the mock could not serve carries why, and is not written). A required
 * field the service leaves out is a departure of kind `absent` (its place the field's schema); a
 * number is one departure whatever its decimals (`integer` and `number` at one place are grouped).
 */
export function proposeDepartures(
  learning: ShapeLearning,
  evidence: LearnedEvidence,
  profileOverlays: ReadonlyMap<string, JsonSchemaObject> = new Map(),
): LearnedDeparture[] {
  const groups = new Map<string, ShapeCluster[]>();
  for (const cluster of learning.clusters.values()) {
    const key =
      cluster.departure ?? `${cluster.place} ${cluster.keyword} ${observedKind(cluster.observed)}`;
    groups.set(key, [...(groups.get(key) ?? []), cluster]);
  }
  const known = new Map(getDepartures().map((d) => [d.name as string, d.schema]));
  const used = new Set<string>();
  return [...groups].map(([key, clusters]): LearnedDeparture => {
    const share = shareOf(learning, clusters);
    const departure = clusters[0]?.departure;
    if (departure !== undefined && key === departure) {
      const overlay = profileOverlays.get(departure) ?? known.get(departure) ?? {};
      return { name: departure, known: true, share, clusters, overlay };
    }
    const first = clusters[0];
    const base = first === undefined ? "value" : `${fieldOf(first.place)}-${kindOf(first)}`;
    let name = `departures/${base}`;
    for (let n = 2; used.has(name) || known.has(name); n += 1) name = `departures/${base}-${n}`;
    used.add(name);
    const overlay = proposal(name, clusters, share, evidence);
    // The one gate of every kind proposed: only an overlay the mock can serve is written.
    const unservable = servableProblem(name, overlay);
    return {
      name,
      known: false,
      share,
      clusters,
      overlay,
      ...(unservable === undefined ? {} : { unservable }),
    };
  });
}

function kindOf(cluster: ShapeCluster): string {
  if (cluster.observed === "case variant") return "case";
  if (cluster.observed === "unlisted") return "unlisted";
  if (cluster.keyword === "required") return "absent";
  if (cluster.keyword === "type") return observedKind(cluster.observed);
  return cluster.keyword.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
