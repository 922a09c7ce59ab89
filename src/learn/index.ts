/**
 * learn, in pipeline order: read a capture (src/capture's readers) → check each body's shape
 * under the profile, clustering what breaks it (learn-shapes) → judge conform's rules on the
 * answers (learn-semantics) → confirm and propose departures (propose-departures) → report
 * (learn-report, and the shared writers: render-learn-report).
 */
export { learn, type LearnOutcome, type LearnRunOptions } from "./learn";
export {
  readLesson,
  reportLesson,
  type LearnLesson,
  type LearnOptions,
  type LessonOutcome,
} from "./learn-lesson";
export { formatLearnSummary, type LearnReport } from "./learn-report";
export { renderLearnReport } from "./render-learn-report";
export type { LearnedDeparture } from "./propose-departures";
export { profileServeProblem } from "./servable-problem";
export type { LearnedSettings } from "./learn-settings";
