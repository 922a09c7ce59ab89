import { RULES } from "./rules";

/** One entry of the catalogue: a rule's id, the spec section it enforces and what it asserts. */
export interface CheckInfo {
  readonly id: CheckId;
  readonly spec: string;
  readonly title: string;
}

/** The id of a check, e.g. `v2.paging.page-count`. */
export type CheckId = (typeof RULES)[number]["id"];

/**
 * Every check the conformance suite runs: a stable id, the spec section it enforces and what it
 * asserts, read from the rule table (`rules.ts`). Reports, the jest entry (one test per check)
 * and `conform --help` read this list.
 */
export const CHECKS: readonly CheckInfo[] = RULES.map(({ id, spec, title }) => ({
  id,
  spec,
  title,
}));

/** The API a check belongs to: the first segment of its id. */
export type CheckGroup = "v2" | "v1" | "cross";

/** The catalogue entry of a check id. */
export function checkInfo(id: CheckId): CheckInfo {
  const info = CHECKS.find((check) => check.id === id);
  if (info === undefined) throw new Error(`unknown check: ${id}`);
  return info;
}

/** The group of a check id. */
export function checkGroup(id: CheckId): CheckGroup {
  return id.startsWith("v1.") ? "v1" : id.startsWith("v2.") ? "v2" : "cross";
}
