export { applyCors } from "./apply-cors";
export { createLatencyDraw } from "./create-latency-draw";
export type { LogSink } from "./log-sink";
export { failureError } from "./failure-error";
export { forcedStatusError } from "./forced-status-error";
export { FORCE_STATUS_HEADER, forcedStatusOf, type ForcedStatus } from "./forced-status-of";
export { forcedStatusOfRequest } from "./forced-status-of-request";
export { parseLatencyRange, type LatencyRange } from "./latency-range";
export { RequestDraws } from "./request-draws";
