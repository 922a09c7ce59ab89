/** The statuses the proxy answers itself. */
export const GATEWAY_STATUSES = { unreachable: 502, timeout: 504 } as const;

/**
 * The body of a 502 or 504 the proxy sends when the upstream fails: shaped as the version's error
 * body (schemas/v1/error-response.json for /api/v1 paths, v2/error-response.json otherwise), so
 * clients and `validate` read it like any other error. Always has `msg`.
 */
export function gatewayErrorBody(path: string, status: 502 | 504, msg: string): object {
  const code = status === 502 ? "bad_gateway" : "gateway_timeout";
  return /\/api\/v1(\/|$|\?)/.test(path)
    ? { msg, error: code, status }
    : { msg, msgCode: code, code: status };
}
