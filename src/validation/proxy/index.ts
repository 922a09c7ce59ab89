/**
 * The validating proxy: forwardRequest → answer the client unchanged → inspectExchange (decode,
 * validate as `validate` would) → log → record (NDJSON or HAR 1.2).
 */
export { createBodyBudget, DEFAULT_MAX_BODY_TOTAL, type BodyBudget } from "./body-budget";
export { createProxyApp, DEFAULT_MAX_BODY, upstreamPath, upstreamPathOf } from "./create-proxy-app";
export { redactRecording } from "./redact-recording";
export { createSecretRedactor, isSecretField, REDACTED } from "./secret-redactor";
export type { SecretRedactor } from "./secret-redactor";
export type { ProxyOptions } from "./create-proxy-app";
export { createRecorder } from "./create-recorder";
export { decodeBody } from "./decode-body";
export { formatLogLines } from "./format-log-lines";
export { forwardedHeaders, forwardRequest } from "./forward-request";
export { gatewayErrorBody } from "./gateway-error";
export { endToEndHeaders, HOP_BY_HOP_HEADERS } from "./hop-by-hop";
export { inspectExchange } from "./inspect-exchange";
export type { Inspection } from "./inspect-exchange";
export type { Recorder } from "./recorder";
export { startProxy } from "./start-proxy";
export type { RunningProxy, StartProxyOptions } from "./start-proxy";
