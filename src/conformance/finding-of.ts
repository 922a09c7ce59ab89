import { endpointOf, withFingerprint, type FindingExchange } from "../report";
import { CHECKS } from "./check-catalogue";
import type { Failure } from "./outcome";
import type { Finding } from "./report";
import { toCurl } from "./to-curl";

function exchangeOf(exchange: NonNullable<Failure["exchange"]>): FindingExchange {
  const { method, url, status } = exchange;
  return status === undefined ? { method, url } : { method, url, status };
}

/** A check's failure as the shared finding: rule id, spec section, place, curl, fingerprint. */
export function findingOf(item: Failure): Finding {
  const { check, exchange, pointer, keyword, departure, message, expected, seen } = item;
  const spec = CHECKS.find((c) => c.id === check)?.spec ?? "";
  return withFingerprint({
    ruleId: check,
    spec,
    severity: "error",
    where: {
      ...(exchange === undefined
        ? {}
        : { endpoint: endpointOf(exchange), exchange: exchangeOf(exchange) }),
      ...(pointer === undefined ? {} : { pointer }),
    },
    ...(keyword === undefined ? {} : { keyword }),
    ...(departure === undefined ? {} : { departure }),
    message,
    expected,
    seen,
    ...(exchange === undefined ? {} : { curl: toCurl(exchange) }),
  });
}
