import type { ExchangeView } from "../exchange";
import { failure, outcome, show, type CheckOutcome } from "../outcome";

function describeAnswer(exchange: ExchangeView): string {
  if (exchange.status === 0) return `no answer: ${exchange.error ?? "unknown error"}`;
  if (exchange.error !== undefined) return `HTTP ${exchange.status}, ${exchange.error}`;
  const kind = exchange.json ? "JSON" : "non-JSON";
  return `HTTP ${exchange.status}, ${kind} body ${show(exchange.text.slice(0, 200))}`;
}

/** A valid v2 request answers HTTP 200 with a JSON body whose code equals the status (api-v2 7). */
export function checkV2Status(exchange: ExchangeView): CheckOutcome {
  const ok = exchange.status === 200 && exchange.json;
  return outcome(
    "v2.status",
    ok
      ? []
      : [
          failure(
            "v2.status",
            exchange,
            `GET ${exchange.path} with valid parameters did not succeed`,
            "HTTP 200 with a JSON envelope",
            describeAnswer(exchange),
          ),
        ],
  );
}

/** A valid v1 request answers HTTP 200 with a JSON array (api-v1 1). */
export function checkV1Status(exchange: ExchangeView): CheckOutcome {
  const ok = exchange.status === 200 && exchange.json && Array.isArray(exchange.body);
  return outcome(
    "v1.status",
    ok
      ? []
      : [
          failure(
            "v1.status",
            exchange,
            `GET ${exchange.path} with valid parameters did not answer a JSON array`,
            "HTTP 200 with a bare JSON array",
            describeAnswer(exchange),
          ),
        ],
  );
}
