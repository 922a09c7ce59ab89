/** A link written in a Markdown file: where it points, and the line it is on. */
export interface MarkdownLink {
  /** The link's target as written: a path, a path with `#anchor`, or `#anchor` alone. */
  readonly target: string;
  /** 1-based line of the link in its file. */
  readonly line: number;
}

const FENCE = /^\s*(```|~~~)/;
const INLINE_CODE = /`+[^`]*`+/g;
const LINK = /!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;

/** The lines of a Markdown text outside fenced code blocks, with their 1-based numbers. */
function proseLines(text: string): { readonly text: string; readonly line: number }[] {
  const lines: { text: string; line: number }[] = [];
  let fenced = false;
  text.split("\n").forEach((line, index) => {
    if (FENCE.test(line)) fenced = !fenced;
    else if (!fenced) lines.push({ text: line, line: index + 1 });
  });
  return lines;
}

/** Every inline link and image of a Markdown text, code spans and fenced blocks left out. */
export function markdownLinks(text: string): MarkdownLink[] {
  return proseLines(text).flatMap(({ text: line, line: number }) =>
    [...line.replace(INLINE_CODE, "").matchAll(LINK)].map((match) => ({
      target: match[1] ?? "",
      line: number,
    })),
  );
}

/**
 * GitHub's anchor of a heading's text: links reduced to their text, lower case, punctuation
 * (backticks, dots, colons, slashes, parentheses…) dropped, letters, digits, `-` and `_` kept,
 * each space a `-`.
 */
export function headingSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors of a Markdown text's headings; a repeated slug gets `-1`, `-2`… as on GitHub. */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text: line } of proseLines(text)) {
    const heading = HEADING.exec(line);
    if (heading === null) continue;
    const slug = headingSlug(heading[2] ?? "");
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}
