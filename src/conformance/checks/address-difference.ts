import { foldName } from "../text";

/** An address as compared: case, accents and runs of white space folded, ends trimmed. */
function folded(address: string): string {
  return foldName(address).replace(/\s+/g, " ").trim();
}

/**
 * How a v1 row's local_ocorrencia differs from its v2 record's address (api-v1 2.1 and api-v2
 * 2.3 both state the record's address), as `{ expected, seen }`; undefined when they agree
 * (case, accents and white space aside: neither version states how it writes them) or either
 * is not a string (a row restricted by field[], or a null address).
 */
export function addressDifference(
  item: Readonly<Record<string, unknown>>,
  row: Readonly<Record<string, unknown>>,
): { readonly expected: string; readonly seen: string } | undefined {
  const address = item.address;
  const shown = row.local_ocorrencia;
  if (typeof address !== "string" || typeof shown !== "string") return undefined;
  return folded(address) === folded(shown) ? undefined : { expected: address, seen: shown };
}
