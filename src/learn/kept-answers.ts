import type { LearnView } from "./learn-view";

/** The endpoints whose answers the joint checks read. */
export const KEPT_KINDS = ["v2-occurrences", "v2-cities", "v1-occurrences", "v1-cities"] as const;

/** One of KEPT_KINDS. */
export type KeptKind = (typeof KEPT_KINDS)[number];

/** The captured answers the joint checks read, by endpoint, in capture order. */
export type KeptAnswers = Readonly<Record<KeptKind, readonly LearnView[]>>;
