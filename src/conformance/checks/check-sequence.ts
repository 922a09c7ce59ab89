import { queryValue, type CheckInput, pageOf } from "../exchange";
import { failure, outcome, type CheckOutcome, type Failure } from "../outcome";
import { type LooseOccurrence } from "../read-body";

const CHECK = "v2.paging.sequence";

function itemsOf(exchange: CheckInput): readonly LooseOccurrence[] {
  return pageOf(exchange)?.items ?? [];
}

/**
 * A set read page by page to its end, as a client that follows pageCount reads it (api-v2 2.2,
 * 4.1, 8): the pages in page order are sorted across their borders too (items sorted within each
 * page but not across pages are caught here), no item comes twice, the pages yield exactly
 * itemCount items, and the page after the last holds none (a capped or stale itemCount shows
 * there). `pages` are pages 1..pageCount of page 1's pageMeta; `pastEnd` is page pageCount + 1.
 */
export function checkSequence(pages: readonly CheckInput[], pastEnd: CheckInput): CheckOutcome {
  const failures: Failure[] = [];
  const first = pages[0];
  if (first === undefined) return outcome(CHECK, []);
  const order = queryValue(first.query, "order");
  for (let i = 1; i < pages.length; i += 1) {
    const before = itemsOf(pages[i - 1] as CheckInput).filter((item) => item.time !== undefined);
    const after = itemsOf(pages[i] as CheckInput).filter((item) => item.time !== undefined);
    const last = before[before.length - 1];
    const next = after[0];
    if (last === undefined || next === undefined) continue;
    const broken =
      order === "ASC"
        ? (next.time as number) < (last.time as number)
        : order === "DESC" && (next.time as number) > (last.time as number);
    if (broken) {
      failures.push(
        failure(
          CHECK,
          pages[i] as CheckInput,
          `order=${order} is broken across the border of pages ${i} and ${i + 1}`,
          `page ${i + 1} starts ${order === "ASC" ? "no earlier" : "no later"} than page ${i} ends`,
          `page ${i} ends ${last.date ?? "?"}, page ${i + 1} starts ${next.date ?? "?"}`,
        ),
      );
      break;
    }
  }
  const seen = new Map<string, number>();
  pages.forEach((page, index) => {
    for (const item of itemsOf(page)) {
      if (item.id === undefined) continue;
      const earlier = seen.get(item.id);
      if (earlier !== undefined && failures.every((f) => !f.message.includes("twice"))) {
        failures.push(
          failure(
            CHECK,
            page,
            `item ${item.id} comes twice while reading the set to its end`,
            "each item once",
            `on page ${earlier + 1} and again on page ${index + 1}`,
          ),
        );
      }
      seen.set(item.id, index);
    }
  });
  const itemCount = pageOf(first)?.meta?.itemCount;
  const yielded = pages.reduce((sum, page) => sum + itemsOf(page).length, 0);
  if (itemCount !== undefined && yielded !== itemCount) {
    failures.push(
      failure(
        CHECK,
        pages[pages.length - 1] as CheckInput,
        "paging through the set does not yield itemCount items",
        `${itemCount} items over pages 1..${pages.length} (itemCount of page 1)`,
        `${yielded} items`,
      ),
    );
  }
  const beyond = itemsOf(pastEnd).length;
  if (beyond > 0) {
    failures.push(
      failure(
        CHECK,
        pastEnd,
        `page ${pages.length + 1}, past the last page pageMeta states, still holds items`,
        "no item past the last page (itemCount counts the whole set)",
        `${beyond} item(s)`,
      ),
    );
  }
  return outcome(CHECK, failures);
}
