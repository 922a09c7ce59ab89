import type { RequestHandler } from "express";
import { filterCities, parseCityQuery, type RawQuery } from "../../query";
import { ApiError } from "../errors";
import { sendJson } from "../send-json";
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
export function createCitiesHandler(data: V2Data): RequestHandler {
  return (request, response, next) => {
    const parsed = parseCityQuery(request.query as RawQuery);
    if (!parsed.ok) {
      next(ApiError.invalidParameters(parsed.problems));
      return;
    }
    const texts = filterCities(data.world, parsed.value).map((city) => data.cityJson.get(city.id));
    sendJson(response, 200, renderCitiesBody(texts));
  };
}
