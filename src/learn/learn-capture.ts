import { formatSource, type InputItem } from "../capture";
import type { ProfileFolder } from "../schemas";
import { emptyLearning, learnItem, type ShapeLearning } from "./learn-shapes";
import { createPassiveSemantics, type SemanticsResult } from "./learn-semantics";
import { SettingsLearner, type LearnedSettings } from "./learn-settings";
import { learnViewOf } from "./learn-view";

/** What one reading of a capture taught: its shapes and conform's rules judged on it. */
export interface CaptureLesson {
  /** The shapes, clustered (departures are proposed from them). */
  readonly learning: ShapeLearning;
  /** The rules of conform judged on the answers, with their coverage and findings. */
  readonly judged: SemanticsResult;
  /** The choices where the spec is silent that the answers settled (a profile's settings.json). */
  readonly settings: LearnedSettings;
}

/**
 * Reads a capture's items once, in order: each body's shape is checked under the profile, and
 * each answer of the service (a body with its request, or a saved answer given `url`) is judged
 * by conform's rules and noted for the choices it settles (SettingsLearner); documents read a
 * piece at a time are checked for shape only.
 */
export async function learnCapture(
  items: AsyncIterable<InputItem>,
  profile: ProfileFolder,
  url: string | undefined,
): Promise<CaptureLesson> {
  const learning = emptyLearning();
  const semantics = createPassiveSemantics();
  const settings = new SettingsLearner();
  for await (const item of items) {
    // A saved answer (a body without its request) answered --url, when given.
    const saved = item.kind === "body" && item.exchange === undefined && url !== undefined;
    const exchange = { method: "GET", url: url ?? "", status: 200 };
    const read = saved ? { ...item, exchange } : item;
    learnItem(learning, read, profile);
    if (read.kind !== "body" || read.exchange === undefined || read.spread !== undefined) continue;
    settings.add(read.exchange.url, read.exchange.status, read.body, formatSource(read.source));
    const view = learnViewOf(read.body, read.exchange, read.source);
    if (view !== undefined) semantics.add(view);
  }
  return { learning, judged: semantics.finish(), settings: settings.finish() };
}
