import { terminalText } from "../../src/report/terminal-text";

// The one terminal escaper: what a terminal would act on is shown as its escape; text, line
// feeds, tabs and accents are unchanged.

test.each<[string, string, string]>([
  ["ESC sequences (retitle, clear)", "a\u001b]0;x\u0007b\u001b[2J", "a\\x1b]0;x\\x07b\\x1b[2J"],
  ["a carriage return and a backspace", "ok\rno\b", "ok\\x0dno\\x08"],
  ["DEL and the C1 CSI", "\u007f\u009b31m", "\\x7f\\x9b31m"],
  ["a bidirectional override and a zero-width space", "abc\u202edef\u200b", "abc\\u202edef\\u200b"],
  ["line feeds, tabs and accents stay", "São Paulo\n\tCAMAÇARI", "São Paulo\n\tCAMAÇARI"],
])("%s", (_name, text, shown) => {
  expect(terminalText(text)).toBe(shown);
});

test("in JSON the escape is JSON's own: the document reads the same string", () => {
  const json = JSON.stringify({ name: "a\u009bb\u202ec" });
  const shown = terminalText(json, "json");
  expect(shown).toBe('{"name":"a\\u009bb\\u202ec"}');
  expect(JSON.parse(shown)).toEqual({ name: "a\u009bb\u202ec" });
});

test("in XML and HTML the escape is a character reference", () => {
  expect(terminalText("<b>a\u009bb</b>", "markup")).toBe("<b>a&#x9b;b</b>");
});
