import { isRecord } from "../is-record";
import { validate, type ValidateOptions } from "../schemas";
import type { DataCollection } from "./data-collection";
import { groupViolations } from "./group-violations";
import { noteCity, noteState } from "./note-places";
import { textOf, type ParsedItem } from "./parsed-item";
import type { Place } from "./verdict-of";

/**
 * Adds an item of a /cities or /states answer: validated (its violations grouped), then its
 * city and state, or its state, noted; a city or state keeps its captured text (or its JSON).
 */
export function addPlaceItem(
  data: DataCollection,
  kind: "cities" | "states",
  item: ParsedItem,
  place: Place,
  pointer: string,
  validation: ValidateOptions | undefined,
): void {
  const { value } = item;
  const schema = kind === "cities" ? "v2/city" : "v2/state-ref";
  groupViolations(data, schema, validate(schema, value, validation), place, pointer);
  if (kind === "cities") {
    if (!isRecord(value) || typeof value.id !== "string" || !isRecord(value.state)) return;
    const state = value.state;
    if (typeof state.id !== "string") return;
    noteState(data, state.id, state.name, undefined);
    noteCity(data, value.id, value.name, state.id, textOf(item) ?? JSON.stringify(value));
    return;
  }
  if (!isRecord(value) || typeof value.id !== "string") return;
  noteState(data, value.id, value.name, undefined);
  const state = data.states.get(value.id.toLowerCase());
  if (state !== undefined) state.json ??= textOf(item) ?? JSON.stringify(value);
}
