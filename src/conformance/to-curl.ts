import type { CheckInput } from "./check-input";

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * A curl command that repeats an exchange's request. `-g` keeps `field[]` literal. A token is
 * never printed: the command reads it from $OCCURRENCE_TOKEN.
 */
export function toCurl(exchange: Pick<CheckInput, "url" | "authorized" | "method">): string {
  const parts = ["curl", "-sS", "-g"];
  if (exchange.method !== "GET") parts.push("-X", exchange.method);
  if (exchange.authorized) parts.push("-H", `"Authorization: Bearer $OCCURRENCE_TOKEN"`);
  parts.push(shellQuote(exchange.url));
  return parts.join(" ");
}
