import { queryOf } from "../answer-evidence";
import type { ExchangeView } from "../exchange";
import { failedRequestReason, isUnanswered } from "../failed-answer";

/** Why the mirror could not be read whole: the oracle's rules are then not run, for this reason. */
export interface Unread {
  readonly unread: string;
}

/** Whether a reading ended in an Unread. */
export function isUnread(value: unknown): value is Unread {
  return typeof value === "object" && value !== null && "unread" in value;
}

/**
 * Why an answer the mirror needs is not one it can read: a failed request (5xx, none), or a
 * status other than 200. Undefined for a 200.
 */
export function unreadAnswer(exchange: ExchangeView): Unread | undefined {
  if (isUnanswered(exchange)) return { unread: failedRequestReason(queryOf(exchange), exchange) };
  if (exchange.status !== 200)
    return { unread: `${queryOf(exchange)} answered HTTP ${exchange.status}` };
  return undefined;
}
