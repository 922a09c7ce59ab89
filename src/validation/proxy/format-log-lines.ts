import type { BodyResult } from "../body-result";
import { describeExchange } from "../../capture";

/**
 * The proxy's log lines for one exchange: one line saying what became of it, then one
 * self-contained line per violation (`violation GET <path> 200 v2/occurrences-response
 * /data/0/latitude [type]: must be of type string, got number -22.9`).
 */
export function formatLogLines(result: BodyResult, durationMs: number): string[] {
  const exchange = result.exchange === undefined ? "?" : describeExchange(result.exchange);
  const took = `${Math.round(durationMs)} ms`;
  switch (result.status) {
    case "valid":
      return [`valid ${exchange} ${result.schema ?? ""} (${took})`];
    case "invalid": {
      const count = result.violations.length;
      return [
        `invalid ${exchange} ${result.schema ?? ""}: ${count} violation${count === 1 ? "" : "s"} (${took})`,
        ...result.violations.map(
          (v) =>
            `violation ${exchange} ${result.schema ?? ""} ${v.path || "/"} [${v.rule}]: ${v.message}`,
        ),
      ];
    }
    case "malformed": {
      const at = result.parseError;
      const where = at === undefined ? "" : ` at ${at.line}:${at.column}`;
      return [`malformed ${exchange}: response body is not JSON${where}: ${at?.message ?? ""}`];
    }
    default:
      return [`not validated ${exchange}: ${result.reason ?? result.status} (${took})`];
  }
}
