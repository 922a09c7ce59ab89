import { redactUrlCredentials } from "./redact-url-credentials";

/**
 * The JSON writer of `conform` and `validate`: `{version, …report}`, two-space indented, with a
 * final newline, for CI systems and scripts. A password in any URL is redacted.
 */
export function renderJsonDocument(version: number, report: object): string {
  return redactUrlCredentials(`${JSON.stringify({ version, ...report }, null, 2)}\n`);
}
