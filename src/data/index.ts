/**
 * Captured data as a world: read captures (JSON lists, NDJSON, HAR, recordings) in parts,
 * validate and collect their records, and build the world `serve --data` answers from.
 */
export { loadDataWorld, type DataLoad } from "./load-data-world";
export type { CollectOptions } from "./collect-options";
