import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { headingAnchors, headingSlug, markdownLinks } from "./helpers/markdown-links";

// The README is the door and docs/ the rest; every relative link and anchor a user
// can follow from them must land on an existing file and heading, and nothing they read points
// at the project's private copy of the spec.
const ROOT = resolve(__dirname, "../..");
const DOCS = join(ROOT, "docs");
const PAGES = [
  join(ROOT, "README.md"),
  ...readdirSync(DOCS)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => join(DOCS, name)),
];
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** A page's path from the repository root, for test names and messages. */
const nameOf = (page: string): string => relative(ROOT, page);

/** Where a relative link of `page` points, or undefined for an absolute URL. */
function resolveLink(page: string, target: string): { file: string; anchor?: string } | undefined {
  if (SCHEME.test(target) || target.startsWith("//")) return undefined;
  const [path = "", anchor] = target.split("#", 2);
  const file = path === "" ? page : resolve(dirname(page), decodeURIComponent(path));
  return anchor === undefined ? { file } : { file, anchor: decodeURIComponent(anchor) };
}

describe("headingSlug: GitHub's anchor of a heading", () => {
  test.each([
    ["lower case, spaces become hyphens", "Quick start", "quick-start"],
    ["code spans lose their backticks", "# `serve`: the mock server", "-serve-the-mock-server"],
    ["dots and colons go, digits stay", "api-v2 2.10 Qualifications", "api-v2-210-qualifications"],
    [
      "slashes and parentheses go",
      "Serving your own data (`serve --data`)",
      "serving-your-own-data-serve---data",
    ],
    ["underscores and accented letters stay", "GET /__world à", "get-__world-à"],
    ["a link keeps only its text", "See [the page](other.md)", "see-the-page"],
  ])("%s", (_rule, heading, slug) => {
    expect(headingSlug(heading)).toBe(slug);
  });
});

describe("markdownLinks and headingAnchors: what counts as a link and a heading", () => {
  test.each([
    ["an inline link is found", "see [a](b.md#c)", ["b.md#c"]],
    ["an image is a link too", "![x](img.png)", ["img.png"]],
    ["a link inside a code span is not a link", "`[a](b.md)` and [c](d.md)", ["d.md"]],
    ["a link inside a fenced block is not a link", "```\n[a](b.md)\n```\n[c](d.md)", ["d.md"]],
  ])("%s", (_rule, text, targets) => {
    expect(markdownLinks(text).map((link) => link.target)).toEqual(targets);
  });

  test.each([
    ["every heading level gives an anchor", "# A\n### B c", ["a", "b-c"]],
    ["a repeated heading gets -1", "## Same\n## Same", ["same", "same-1"]],
    ["a # inside a fenced block is no heading", "```\n# not\n```\n## yes", ["yes"]],
  ])("%s", (_rule, text, anchors) => {
    expect([...headingAnchors(text)]).toEqual(anchors);
  });
});

describe.each(PAGES.map((page) => [nameOf(page), page]))("%s", (_name, page) => {
  const text = readFileSync(page, "utf8");
  const links = markdownLinks(text).flatMap((link) => {
    const where = resolveLink(page, link.target);
    return where === undefined ? [] : [{ ...link, ...where }];
  });

  test("every relative link points at a file or folder that exists", () => {
    const broken = links
      .filter((link) => !existsSync(link.file))
      .map((link) => `line ${link.line}: ${link.target}`);
    expect(broken).toEqual([]);
  });

  test("every anchor into a Markdown page names one of its headings", () => {
    const broken = links
      .filter((link) => link.anchor !== undefined && link.file.endsWith(".md"))
      .filter((link) => existsSync(link.file) && statSync(link.file).isFile())
      .filter((link) => !headingAnchors(readFileSync(link.file, "utf8")).has(link.anchor ?? ""))
      .map((link) => `line ${link.line}: ${link.target}`);
    expect(broken).toEqual([]);
  });

  test("nothing points at the private copy of the spec (../shared, shared/spec)", () => {
    const lines = text
      .split("\n")
      .flatMap((line, index) => (/shared\//.test(line) ? [`line ${index + 1}: ${line}`] : []));
    expect(lines).toEqual([]);
  });
});

describe("README.md is the door into docs/", () => {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const linked = new Set(
    markdownLinks(readme).map((link) => resolve(ROOT, link.target.split("#")[0] ?? "")),
  );

  test("the README is under 400 lines", () => {
    expect(readme.split("\n").length).toBeLessThan(400);
  });

  test.each(PAGES.slice(1).map((page) => [nameOf(page), page]))(
    "the README links to %s",
    (_name, page) => {
      expect(linked.has(page)).toBe(true);
    },
  );
});
