import { type CheckInput, pageOf } from "../exchange";
import { failure, outcome, type CheckOutcome } from "../outcome";

function ids(exchange: CheckInput): string[] {
  return (pageOf(exchange)?.items ?? []).map((item) => item.id ?? "?");
}

/** The first id seen twice over the pages, and the page where it came back. */
function firstRepeat(pages: readonly CheckInput[]): { id: string; page: CheckInput } | undefined {
  const seen = new Set<string>();
  for (const page of pages) {
    for (const id of ids(page)) {
      if (seen.has(id)) return { id, page };
      seen.add(id);
    }
  }
  return undefined;
}

/**
 * The pages of a query, concatenated in page order, equal the whole set fetched in one big page:
 * no item twice, none missing, none extra (api-v2 8).
 */
export function checkConcatenation(pages: readonly CheckInput[], whole: CheckInput): CheckOutcome {
  const concatenated = pages.flatMap(ids);
  const expected = ids(whole);
  const last = pages[pages.length - 1] ?? whole;
  const repeat = firstRepeat(pages);
  if (repeat !== undefined) {
    return outcome("v2.paging.concatenation", [
      failure(
        "v2.paging.concatenation",
        repeat.page,
        `item ${repeat.id} comes back on two pages`,
        `each of the ${expected.length} items on exactly one of ${pages.length} pages`,
        `${concatenated.length} items over the pages, ${new Set(concatenated).size} distinct`,
      ),
    ]);
  }
  const got = new Set(concatenated);
  const wanted = new Set(expected);
  const missing = expected.filter((id) => !got.has(id));
  const extra = concatenated.filter((id) => !wanted.has(id));
  if (missing.length > 0 || extra.length > 0) {
    return outcome("v2.paging.concatenation", [
      failure(
        "v2.paging.concatenation",
        last,
        "the pages do not add up to the whole set",
        `the ${expected.length} items of ${whole.url}`,
        `${missing.length} missing (${missing.slice(0, 3).join(", ")}), ${extra.length} extra (${extra.slice(0, 3).join(", ")})`,
      ),
    ]);
  }
  return outcome("v2.paging.concatenation", []);
}
