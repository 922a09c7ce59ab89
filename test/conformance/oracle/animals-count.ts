import { paginate } from "../../../src/query";
import type { Breakage } from "../broken/break-handler";
import { isFor, v2Page } from "../broken/answers";

/**
 * withVictim counts animal victims too (withoutVictim: neither): the mock's whole set, sifted and
 * paged.
 */
export const animalsCount: Breakage = async (request, upstream) => {
  const type = request.query.get("typeOccurrence");
  const repeated = [...request.query.keys()].some(
    (name) => name !== "idCities" && request.query.getAll(name).length > 1,
  );
  if (
    !isFor(request, "v2-occurrences") ||
    repeated ||
    (type !== "withVictim" && type !== "withoutVictim")
  ) {
    return upstream(request);
  }
  const page = Number(request.query.get("page") ?? "1");
  const take = Number(request.query.get("take") ?? "25");
  const query = new URLSearchParams(request.query);
  query.delete("typeOccurrence");
  query.set("page", "1");
  query.set("take", "5000");
  const answer = await upstream({ ...request, query });
  const found = v2Page(answer);
  if (found === undefined || !(take >= 1 && take <= 5000) || !(page >= 1)) return answer;
  const kept = found.data.filter(
    (item) =>
      (item.victims.length > 0 || item.animalVictims.length > 0) === (type === "withVictim"),
  );
  const paged = paginate(kept.length, page, take);
  found.data = kept.slice(paged.start, paged.end);
  found.pageMeta = paged.pageMeta;
  return answer;
};
