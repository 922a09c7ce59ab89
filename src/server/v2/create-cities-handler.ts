import { filterCities, parseCityQuery } from "../../query";
import { bodyAnswer, JSON_CONTENT_TYPE } from "../answer";
import type { RouteHandler } from "../core/core-route";
import { ApiError } from "../errors/api-error";
import type { V2Data } from "./v2-data";

const HEAD = '{"msg":"Successfully returned cities","msgCode":"success","code":200,"data":[';

/** The GET /api/v2/cities body around the cities' JSON texts (no pageMeta). */
export function renderCitiesBody(cityTexts: readonly (string | undefined)[]): string {
  return `${HEAD}${cityTexts.join(",")}]}`;
}

/**
 * GET /api/v2/cities (api-v2.md 4.2): cityId, cityName (whole name, ignoring case and accents)
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
