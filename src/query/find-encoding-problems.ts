import type { ParameterProblem } from "../generated/types";

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text.replace(/\+/g, " "));
    return true;
  } catch {
    return false;
  }
}

/**
 * Finds the parameters of a raw query string (the part after `?`) whose name or value is not
 * valid percent-encoded UTF-8, such as `%ZZ`, a cut `%E0%A4` or Latin-1 `S%E3o`. node:querystring
 * decodes those leniently into other text; the mock rejects them instead, naming the parameter.
 */
export function findEncodingProblems(rawQuery: string): ParameterProblem[] {
  if (!rawQuery.includes("%")) return [];
  const problems: ParameterProblem[] = [];
  for (const pair of rawQuery.split("&")) {
    const split = pair.indexOf("=");
    const name = split === -1 ? pair : pair.slice(0, split);
    const value = split === -1 ? "" : pair.slice(split + 1);
    if (decodes(name) && decodes(value)) continue;
    problems.push({
      // A name that decodes is shown decoded (as node:querystring's unescape would show it).
      parameter: decodes(name) ? decodeURIComponent(name.replace(/\+/g, " ")) : name,
      message: "is not valid percent-encoded UTF-8",
      accepted: "text percent-encoded as UTF-8, e.g. %C3%A3 for ã",
      received: value,
    });
  }
  return problems;
}
