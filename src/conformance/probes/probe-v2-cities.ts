import { pathOf } from "../../contract";
import { nonEmptyEvidence } from "../answer-evidence";
import { witnessedBy } from "../outcome";
import { checkCitiesFilters } from "../checks/check-cities-filters";
import { checkBareQuery } from "../checks/check-http";
import type { ExchangeView, QueryInput } from "../exchange";
import { observeCityName } from "../observations";
import { readV2Cities } from "../read-body";
import { foldName } from "../text";
import type { V2Discovery } from "./discover-v2";
import type { ProbeContext } from "./probe-context";

/**
 * The filters of the v2 cities list, drawn from the unfiltered list: cityId, stateId, cityName
 * (an exact name from the list, and always an accented one when the list has any) and stateId
 * with cityName, each judged against the list; the same GET with a bare `?`, sent raw,
 * against the unfiltered answer. A
 * partial lower-case name is observed only (the matching rule is not shown).
 */
export async function probeV2Cities(ctx: ProbeContext, found: V2Discovery): Promise<void> {
  ctx.phase("v2 cities");
  const { prng } = ctx;
  const named = found.cities.filter((city) => city.name !== undefined && city.name !== "");
  if (named.length === 0) {
    ctx.notRun("v2.cities.filters", `GET ${pathOf("v2-cities")} listed no city`);
    return;
  }
  const a = prng.pick(named);
  const b = prng.pick(named);
  // The spec says accented names are used (api-v2 4.2): one is always asked, not left to a draw.
  const accented = named.filter((city) =>
    /[\u0300-\u036f]/.test((city.name as string).normalize("NFD")),
  );
  const queries: QueryInput[] = [
    { cityId: a.id },
    { cityId: b.id },
    { stateId: prng.pick(found.stateIds) },
    { stateId: prng.pick(found.stateIds) },
    { cityName: a.name },
    { cityName: b.name, stateId: b.stateId },
    ...(accented.length === 0 ? [] : [{ cityName: prng.pick(accented).name }]),
  ];
  const [bare, ...exchanges] = await Promise.all([
    ctx.requestAsWritten("v2-cities", "?"),
    ...queries.map((query) => ctx.request("v2-cities", query)),
  ]);
  ctx.record(
    witnessedBy(
      [checkBareQuery(bare, found.citiesExchange)],
      nonEmptyEvidence([found.citiesExchange], 1, "the city list is empty"),
    ),
  );
  ctx.record(
    exchanges.flatMap((exchange: ExchangeView) => {
      const returned = readV2Cities(exchange.body);
      return returned === undefined || exchange.status !== 200
        ? []
        : witnessedBy(
            [checkCitiesFilters(exchange, returned, found.cities)],
            nonEmptyEvidence([exchange], 1, "no city filter matched a city"),
          );
    }),
  );
  const longest = (a.name as string)
    .split(/\s+/)
    .reduce((x, y) => (y.length > x.length ? y : x), "");
  const partial = longest.slice(1, 5).toLocaleLowerCase("pt-BR");
  if (partial.length >= 3) {
    const matching = found.cities
      .filter((city) => foldName(city.name ?? "").includes(foldName(partial)))
      .map((city) => city.name ?? "");
    await ctx.observe(pathOf("v2-cities"), { cityName: partial }, (exchange) =>
      observeCityName(exchange, `${partial} (partial, lower case)`, matching),
    );
  }
}
