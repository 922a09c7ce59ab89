import { filterCities, parseCityQuery } from "../../query";
import { bodyAnswer, JSON_CONTENT_TYPE } from "../answer";
import type { RouteHandler } from "../core/core-route";
import { ApiError } from "../errors/api-error";
import { envelopeHead } from "./envelope-head";
import type { V2Data } from "./v2-data";

const HEAD = `${envelopeHead("v2-cities")},"data":[`;

/** The v2 cities body around the cities' JSON texts (no pageMeta). */
export function renderCitiesBody(cityTexts: readonly (string | undefined)[]): string {
  return `${HEAD}${cityTexts.join(",")}]}`;
}

/**
 * The v2 cities list (api-v2.md 4.2): cityId, cityName (whole name, ignoring case and accents)
 * and stateId, combined; the envelope without pageMeta, cities in world order.
 */
export function createCitiesHandler(data: V2Data): RouteHandler {
  return (exchange) => {
    const parsed = parseCityQuery(exchange.rawQuery());
    if (!parsed.ok) throw ApiError.invalidParameters(parsed.problems);
    const texts = filterCities(data.world, parsed.value).map((city) => data.cityJson.get(city.id));
    return bodyAnswer(JSON_CONTENT_TYPE, renderCitiesBody(texts));
  };
}
