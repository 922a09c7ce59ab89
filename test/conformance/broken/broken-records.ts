import { pathOf } from "../../../src/contract";
import type { CityRef, StateRef } from "../../../src/generated/types";
import type { Breakage } from "./break-handler";
import { broken, type BrokenServer } from "./broken-server";
import { filterKinds, isFor, onV2Items, v2Cities } from "./answers";

/** Records whose city is moved to another state: the state object of a city of another state. */
function cityOfAnotherState(): Breakage {
  let states: StateRef[] | undefined;
  return async (request, upstream) => {
    const answer = await upstream(request);
    if (!isFor(request, "v2-occurrences") || filterKinds(request.query) > 0) return answer;
    if (states === undefined) {
      const all = { ...request, path: pathOf("v2-cities"), query: new URLSearchParams() };
      const cities = v2Cities(await upstream(all)) ?? [];
      states = [...new Map(cities.map((city) => [city.state.id, city.state])).values()];
    }
    const known = states;
    const body = answer.body as { data?: { state: StateRef; city: CityRef }[] };
    for (const item of body.data ?? []) {
      const other = known.find((state) => state.id !== item.state.id);
      if (other !== undefined) item.state = { ...other };
    }
    return answer;
  };
}

/** Records that contradict themselves or each other (api-v2 2.3, 2.6, 2.7). */
export const RECORD_BREAKAGES: readonly BrokenServer[] = [
  broken(
    "a victim listed under the next occurrence of the page (its occurrenceId still the first's)",
    ["v2.records.victims", "v2.consistency"],
    onV2Items((items) => {
      const from = items.findIndex((item, i) => item.victims.length > 0 && i + 1 < items.length);
      const to = items[from + 1];
      const victim = items[from]?.victims.shift();
      if (victim !== undefined && to !== undefined) to.victims.push(victim);
    }),
  ),
  broken(
    "a victim listed twice under its occurrence",
    ["v2.records.victims", "v2.consistency"],
    onV2Items((items) => {
      const item = items.find((candidate) => candidate.victims.length > 0);
      const victim = item?.victims[0];
      if (item !== undefined && victim !== undefined) item.victims.push({ ...victim });
    }),
  ),
  {
    name: "records of an unfiltered list carry the state object of another state than their city's",
    rules: ["v2.records.city-state", "v2.consistency"],
    make: cityOfAnotherState,
  },
  broken(
    "two records of a page with one id (the last carries the first's)",
    ["v2.records.unique-id", "v2.paging.concatenation", "v2.paging.sequence"],
    onV2Items((items) => {
      const [first] = items;
      const last = items[items.length - 1];
      if (first !== undefined && last !== undefined && items.length > 1) last.id = first.id;
    }),
  ),
  broken(
    "the same record answers differently in two queries (documentNumber + 1 under a state or city filter)",
    ["v2.records.stable"],
    onV2Items((items, request) => {
      if (!request.query.has("idState") && !request.query.has("idCities")) return;
      for (const item of items) item.documentNumber += 1;
    }),
  ),
  broken(
    "records lack address",
    ["v2.schema"],
    onV2Items((items) => {
      for (const item of items) Reflect.deleteProperty(item, "address");
    }),
  ),
  broken(
    'policeAction is "yes" instead of a boolean',
    ["v2.schema"],
    onV2Items((items) => {
      for (const item of items) Reflect.set(item, "policeAction", "yes");
    }),
  ),
];
