import { escapeHtml } from "../../src/report";
import { createRedactor, MIN_SECRET_LENGTH } from "../../src/report/redactor";

// The one redactor of a run's secrets: every spelling the writers can give a secret is
// replaced, every URL's password too; a secret too short to tell from text is left alone.

const SECRET = `p@ss "w'rd" <&> é`;

describe("a known secret is redacted however a writer spelled it", () => {
  test.each<[string, string]>([
    ["as given", SECRET],
    ["inside a JSON string", JSON.stringify(SECRET).slice(1, -1)],
    ["in HTML", escapeHtml(SECRET)],
    ["in XML (&apos;)", escapeHtml(SECRET).replace(/&#39;/g, "&apos;")],
    ["URL-encoded", encodeURIComponent(SECRET)],
    ["form-encoded", new URLSearchParams({ s: SECRET }).toString().slice(2)],
    ["inside a shell's single quotes", SECRET.replace(/'/g, `'\\''`)],
  ])("%s", (_name, spelled) => {
    const redactor = createRedactor([SECRET]);
    expect(redactor.text(`before ${spelled} after`)).toBe("before [redacted] after");
  });
});

test("every occurrence is replaced, the longest secret first", () => {
  const redactor = createRedactor(["token-abcd", "token-abcd-longer"]);
  expect(redactor.text("token-abcd-longer and token-abcd")).toBe("[redacted] and [redacted]");
});

test("secrets added later are redacted from then on", () => {
  const redactor = createRedactor();
  expect(redactor.text("issued-token-1")).toBe("issued-token-1");
  redactor.add("issued-token-1");
  expect(redactor.text("Bearer issued-token-1")).toBe("Bearer [redacted]");
});

test(`a secret under ${MIN_SECRET_LENGTH} characters is not searched (it would blank ordinary words)`, () => {
  const redactor = createRedactor(["abc"]);
  expect(redactor.size).toBe(0);
  expect(redactor.text("abcdef")).toBe("abcdef");
});

test("a URL's password is redacted whether known or not", () => {
  expect(createRedactor().text("curl 'http://ana:pw@host/x'")).toBe(
    "curl 'http://ana:[redacted]@host/x'",
  );
});
