import { ORACLE_RULES } from "../../../src/conformance/checks/check-oracle";
import { CHECKS } from "../../../src/conformance";
import { DIFFERENTIAL_BY_DEFAULT } from "../../../src/conformance/run-conformance";

/**
 * The differential run's rules while its phase is off by default (not applicable in every run
 * until the mirror and the choices are read); none once it is on.
 */
export const OFF_RULES: readonly string[] = DIFFERENTIAL_BY_DEFAULT
  ? []
  : Object.values(ORACLE_RULES);

/** Whether a check id, or a coverage entry's rule (`id: title`), is one of OFF_RULES. */
export function isOffRule(text: string): boolean {
  return OFF_RULES.some((id) => text === id || text.startsWith(`${id}:`));
}

/** How many checks a default run applies: every check but OFF_RULES. */
export const APPLIED_CHECKS = CHECKS.length - OFF_RULES.length;
