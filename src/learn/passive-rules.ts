import { type CheckId, type Rule, RULES } from "../conformance/checks-entry";

/**
 * The rules of conform's catalogue that `learn` does not judge on a capture, each with why (the
 * rule table's `learn.cannot`): they need a request conform sends on purpose, a response header
 * the capture readers do not keep for learn, or answers joined in a way a session seldom holds.
 * They are not-applicable in the coverage; every other rule is judged on the exchanges that
 * witness it.
 */
export const NOT_JUDGED_PASSIVELY: Readonly<Partial<Record<CheckId, string>>> = Object.fromEntries(
  (RULES as readonly Rule[]).flatMap((rule) =>
    typeof rule.learn === "object" ? [[rule.id, rule.learn.cannot]] : [],
  ),
);

/** Why a rule learn judges was not applied: the capture holds no answer this rule applies to. */
export const NOTHING_TO_JUDGE = "the capture holds no answer this rule applies to";
