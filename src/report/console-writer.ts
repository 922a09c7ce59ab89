import type { Finding } from "./finding";
import { redactUrlCredentials } from "./redact-url-credentials";

/**
 * A finding as the lines a person reads: what, expected, seen, and the curl to repeat it, each
 * line after `indent`. A password in any URL is redacted.
 */
export function formatFindingLines(
  finding: Pick<Finding, "message" | "expected" | "seen" | "curl">,
  indent = "",
): string {
  const lines = [
    finding.message,
    `  expected: ${finding.expected}`,
    `  seen:     ${finding.seen}`,
    ...(finding.curl === undefined ? [] : [`  repeat:   ${finding.curl}`]),
  ];
  return redactUrlCredentials(lines.map((line) => `${indent}${line}`).join("\n"));
}
