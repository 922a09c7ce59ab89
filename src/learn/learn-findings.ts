import { withFingerprint, type Finding } from "../report";
import { getSchema, isSchemaName } from "../schemas";
import type { LearnedDeparture } from "./propose-departures";
import type { ShapeCluster } from "./shape-cluster";

/** The rule id of a shape finding of `learn`: the schema check, as `validate` names it. */
export const LEARN_SHAPE_RULE = "learn.schema";

function sectionOf(place: string): string {
  const name = place.split("#")[0] ?? "";
  const spec = isSchemaName(name) ? getSchema(name)["x-spec"] : undefined;
  return typeof spec === "string" ? spec : "api-v2";
}

function percent(share: number): string {
  return `${Math.round(share * 1000) / 10}%`;
}

function clusterFinding(cluster: ShapeCluster, learned: LearnedDeparture | undefined): Finding {
  const [witness] = cluster.witnesses;
  const others = [...new Set(cluster.witnesses.map((w) => w.source))].filter(
    (source) => source !== witness?.source,
  );
  const what =
    learned === undefined
      ? "not a departure an overlay can state"
      : learned.known
        ? `known departure ${learned.name}, ${percent(learned.share)} of the values there`
        : `new departure proposed: ${learned.name}, ${percent(learned.share)} of the values there`;
  const values = cluster.values.slice(0, 5).map((v) => JSON.stringify(v) ?? "nothing");
  return withFingerprint({
    ruleId: LEARN_SHAPE_RULE,
    spec: sectionOf(cluster.place),
    severity: cluster.tolerated ? "warning" : "error",
    where: {
      schema: cluster.schema,
      pointer: witness?.pointer ?? cluster.pointer,
      ...(witness?.exchange === undefined ? {} : { exchange: witness.exchange }),
      ...(witness === undefined ? {} : { source: witness.source }),
    },
    keyword: cluster.keyword,
    ...(cluster.departure === undefined ? {} : { departure: cluster.departure }),
    message: `${cluster.count} value(s) at ${cluster.pointer} break [${cluster.keyword}] of ${cluster.place}: ${what}; ${cluster.message}`,
    expected: `${cluster.place} as the spec states it`,
    seen: `${cluster.observed}: ${values.join(", ")}${others.length === 0 ? "" : `; also in ${others.join(", ")}`}`,
  });
}

/** One finding per cluster: an error unless the profile tolerates it (a warning). */
export function learnFindings(
  clusters: Iterable<ShapeCluster>,
  learned: readonly LearnedDeparture[],
): Finding[] {
  const byCluster = new Map<ShapeCluster, LearnedDeparture>();
  for (const departure of learned) for (const c of departure.clusters) byCluster.set(c, departure);
  return [...clusters].map((cluster) => clusterFinding(cluster, byCluster.get(cluster)));
}
