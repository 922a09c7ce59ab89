export { createCorsMiddleware } from "./create-cors-middleware";
export { createFailureMiddleware } from "./create-failure-middleware";
export {
  createForcedStatusMiddleware,
  FORCE_STATUS_HEADER,
  forcedStatusOf,
} from "./create-forced-status-middleware";
export { createLatencyMiddleware } from "./create-latency-middleware";
export { createRequestLogger, type LogSink } from "./create-request-logger";
export { parseLatencyRange, type LatencyRange } from "./latency-range";
export { RequestDraws } from "./request-draws";
