import type { FindingExchange } from "../report";

/** How many distinct values a cluster keeps as evidence and as the ground of its schema. */
export const MAX_CLUSTER_VALUES = 200;

/** One witness of a cluster: the entry that showed it (file, HAR entry or line, request). */
export interface ShapeWitness {
  /** `capture.har#/log/entries/3`, `file.ndjson:2`, `answer.json`. */
  readonly source: string;
  /** The exchange, when the capture recorded one. */
  readonly exchange?: FindingExchange;
  /** JSON pointer of the value in the body. */
  readonly pointer: string;
}

/**
 * Violations of one kind at one place, across a capture: the JSON pointer with indices
 * wildcarded, the schema keyword broken, the observed type (or, for a listed table, whether the
 * names are case variants or unlisted), and the spec's schema place it breaks.
 */
export interface ShapeCluster {
  /** `/data/*\/latitude`. */
  readonly pointer: string;
  /** The schema keyword broken: `type`, `enum`, `pattern`… */
  readonly keyword: string;
  /** `number`, `object`, `null`, `string`; for an enum: `case variant` or `unlisted`. */
  readonly observed: string;
  /** The spec schema place (`v2/occurrence#/properties/latitude`), as a departure names it. */
  readonly place: string;
  /** The schema checked (`v2/occurrences-response`). */
  readonly schema: string;
  /** A departure of the profile (or a known one, under spec) every value of it matches. */
  departure?: string;
  /** Whether the profile tolerates it (a departure of the profile, not spec). */
  tolerated: boolean;
  /** The broken rule in words, from the first violation. */
  readonly message: string;
  /** How many values broke it. */
  count: number;
  /** Distinct values seen (at most MAX_CLUSTER_VALUES), in order seen. */
  readonly values: unknown[];
  /** Their JSON text, to keep them distinct. */
  readonly seen: Set<string>;
  /** The first entries that showed it. */
  readonly witnesses: ShapeWitness[];
}

/** The key of a cluster: pointer, keyword, observed type and place. */
export function clusterKey(
  parts: Pick<ShapeCluster, "pointer" | "keyword" | "observed" | "place">,
): string {
  return [parts.pointer, parts.keyword, parts.observed, parts.place].join("\u0000");
}

/** Adds a value and a witness to a cluster, within its bounds. */
export function noteValue(cluster: ShapeCluster, value: unknown, witness: ShapeWitness): void {
  cluster.count += 1;
  const text = JSON.stringify(value) ?? "undefined";
  if (!cluster.seen.has(text) && cluster.seen.size < MAX_CLUSTER_VALUES) {
    cluster.seen.add(text);
    cluster.values.push(value);
  }
  if (cluster.witnesses.length < 5) cluster.witnesses.push(witness);
}
