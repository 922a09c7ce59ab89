import { withServe, type Served } from "../server/helpers/with-serve";
import { withChromium, type ChromiumPage } from "./helpers/with-chromium";

// `serve` (in process, a free port, login required) and its /docs page in headless Chromium: the
// page builds a try-it form per operation from /openapi.json; typing into a form and clicking
// Send makes the browser's own request and shows the answer.
const CREDENTIALS = { email: "user@example.com", password: "secret" };
const SERVE_FLAGS = [
  ...["--occurrences", "300", "--seed", "4", "--auth", "required"],
  ...["--credentials", `${CREDENTIALS.email}:${CREDENTIALS.password}`],
];

/** Runs `use` on /docs of a running `serve`, once the page has built its forms. */
function onDocsPage(use: (page: ChromiumPage, served: Served) => Promise<void>): Promise<void> {
  return withServe(SERVE_FLAGS, (served) =>
    withChromium(async (page) => {
      await page.goto(`${served.url}/docs`);
      await page.waitFor(`document.body.dataset.ready === "true"`);
      await use(page, served);
    }),
  );
}

/** Opens an operation, clicks its Send button and returns the answer the page shows. */
async function send(page: ChromiumPage, operation: string): Promise<string> {
  const answer = `#${operation} pre.answer`;
  await page.evaluate(`document.querySelector("${answer}").textContent = ""`);
  await page.click(`#${operation} button.send`);
  await page.waitFor(`document.querySelector("${answer}").textContent !== ""`);
  return page.evaluate<string>(`document.querySelector("${answer}").textContent`);
}

/** The body of an answer the page shows (after the status line and headers), parsed. */
function bodyOf(shown: string): unknown {
  return JSON.parse(shown.split("\n\n").slice(2).join("\n\n"));
}

describe("/docs of serve in headless Chromium", () => {
  test("the page builds a try-it form with a Send button for each of the 10 operations, with no error", async () => {
    await onDocsPage(async (page) => {
      const forms = await page.evaluate<string[]>(
        `[...document.querySelectorAll("details.op")].filter((op) => op.querySelector("button.send")).map((op) => op.id)`,
      );
      expect(forms).toHaveLength(10);
      expect(forms).toEqual(expect.arrayContaining(["postApiV2AuthLogin", "getApiV2Occurrences"]));
      expect(page.errors).toEqual([]);
    });
  });

  test("try-it: a typed login fills the token, then a typed take answers the mock's page (200)", async () => {
    await onDocsPage(async (page, served) => {
      await page.click("#postApiV2AuthLogin summary");
      await page.type(`#postApiV2AuthLogin [name="email"]`, CREDENTIALS.email);
      await page.type(`#postApiV2AuthLogin [name="password"]`, CREDENTIALS.password);
      expect(await send(page, "postApiV2AuthLogin")).toMatch(
        /^POST \/api\/v2\/auth\/login\n\nHTTP 201/,
      );
      const token = await page.evaluate<string>(`document.getElementById("token").value`);
      expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

      await page.click("#getApiV2Occurrences summary");
      await page.type(`#getApiV2Occurrences [name="take"]`, "3");
      const shown = await send(page, "getApiV2Occurrences");
      expect(shown).toMatch(/^GET \/api\/v2\/occurrences\?take=3\n\nHTTP 200/);
      const response = await fetch(`${served.url}/api/v2/occurrences?take=3`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      expect(bodyOf(shown)).toEqual(JSON.parse(await response.text()));
      expect(page.errors).toEqual([]);
    });
  });

  test("try-it without the token shows the mock's 401 with its WWW-Authenticate header", async () => {
    await onDocsPage(async (page) => {
      await page.click("#getApiV2States summary");
      const shown = await send(page, "getApiV2States");
      expect(shown).toMatch(/^GET \/api\/v2\/states\n\nHTTP 401/);
      expect(shown).toMatch(/www-authenticate: Bearer/i);
      expect(bodyOf(shown)).toMatchObject({ msgCode: "unauthorized" });
    });
  });
});
