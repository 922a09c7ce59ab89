import { JSDOM } from "jsdom";
import { closeTestServers, serveApp } from "../../server/helpers/serve-app";
import { testWorld } from "../../server/helpers/test-world";
import { waitFor } from "../../server/helpers/wait-for";

// The /docs page's HTML and script run in jsdom (no browser needed in CI) against a real mock
// with --auth required: its fetch is node's, pointed at the mock.
jest.setTimeout(60_000);

const CREDENTIALS = { email: "user@example.com", password: "secret" };
let page: Document;

beforeAll(async () => {
  const server = await serveApp({
    world: testWorld(60),
    auth: "required",
    credentials: CREDENTIALS,
  });
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}`;
  const html = await (await fetch(`${base}/docs`)).text();
  const dom = new JSDOM(html, {
    url: `${base}/docs`,
    runScripts: "dangerously",
    beforeParse(window) {
      Object.assign(window, {
        fetch: (url: string, init?: RequestInit) => fetch(new URL(url, base), init),
      });
    },
  });
  page = dom.window.document;
  await waitFor(() => page.body.dataset.ready === "true", 30_000);
});

afterAll(closeTestServers);

function operation(id: string): HTMLElement {
  const box = page.getElementById(id);
  if (box === null) throw new Error(`no operation ${id} on the page`);
  return box;
}

function field<T extends Element>(box: HTMLElement, name: string): T {
  const input = box.querySelector<T & Element>(`[name="${name}"]`);
  if (input === null) throw new Error(`no field ${name}`);
  return input;
}

async function send(box: HTMLElement): Promise<string> {
  const out = box.querySelector("pre.answer") as HTMLPreElement;
  out.textContent = "";
  (box.querySelector("button.send") as HTMLButtonElement).click();
  await waitFor(() => (out.textContent ?? "") !== "", 20_000);
  return out.textContent ?? "";
}

function token(): HTMLInputElement {
  return page.getElementById("token") as HTMLInputElement;
}

describe("/docs in jsdom, the mock with --auth required", () => {
  test("every operation of the document has a try-it form with a Send button", () => {
    const ids = [...page.querySelectorAll("details.op")].map((box) => box.id);
    expect(ids).toHaveLength(10);
    expect(ids).toEqual(
      expect.arrayContaining([
        "postApiV2AuthLogin",
        "postApiV2AuthRefresh",
        "postApiV1AuthLogin",
        "getApiV2Occurrences",
      ]),
    );
    expect(page.querySelectorAll("details.op button.send")).toHaveLength(10);
  });

  test("parameters with enums are choices: order, typeOccurrence, field[] (several)", () => {
    const options = (box: HTMLElement, name: string) =>
      [...field<HTMLSelectElement>(box, name).options].map((option) => option.value);
    expect(options(operation("getApiV2Occurrences"), "order")).toEqual(["", "ASC", "DESC"]);
    expect(options(operation("getApiV2Occurrences"), "typeOccurrence")).toEqual([
      "",
      "all",
      "withVictim",
      "withoutVictim",
    ]);
    const fields = field<HTMLSelectElement>(operation("getApiV1Occurrences"), "field[]");
    expect(fields.multiple).toBe(true);
    expect(fields.options).toHaveLength(23);
  });

  test("a query without a token shows 401 with its WWW-Authenticate header and body", async () => {
    token().value = "";
    const answer = await send(operation("getApiV2States"));
    expect(answer).toMatch(/^GET \/api\/v2\/states\n\nHTTP 401/);
    expect(answer).toMatch(/www-authenticate: Bearer/i);
    expect(answer).toContain('"msgCode": "unauthorized"');
  });

  test.each([
    ["postApiV2AuthLogin", "application/x-www-form-urlencoded", "HTTP 201"],
    ["postApiV1AuthLogin", "application/json", "HTTP 200"],
    ["postApiV2AuthLogin", "application/json", "HTTP 201"],
  ])("logging in by %s with %s fills the token field", async (id, media, status) => {
    token().value = "";
    const box = operation(id);
    field<HTMLSelectElement>(box, "content-type").value = media;
    field<HTMLInputElement>(box, "email").value = CREDENTIALS.email;
    field<HTMLInputElement>(box, "password").value = CREDENTIALS.password;
    expect(await send(box)).toContain(status);
    expect(token().value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  test("a wrong password answers 401 and leaves the token alone", async () => {
    token().value = "kept";
    const box = operation("postApiV2AuthLogin");
    field<HTMLInputElement>(box, "password").value = "wrong";
    expect(await send(box)).toContain("HTTP 401");
    expect(token().value).toBe("kept");
    field<HTMLInputElement>(box, "password").value = CREDENTIALS.password;
    await send(box);
  });

  test("after login a query with parameters shows 200, the freshness headers and the body", async () => {
    const box = operation("getApiV2Occurrences");
    field<HTMLInputElement>(box, "take").value = "2";
    field<HTMLSelectElement>(box, "order").value = "DESC";
    const answer = await send(box);
    expect(answer).toMatch(/^GET \/api\/v2\/occurrences\?order=DESC&take=2\n\nHTTP 200/);
    expect(answer).toMatch(/x-last-update: /i);
    expect(answer).toContain('"take": 2');
  });

  test("field[] choices send the named columns and the rows hold only those", async () => {
    const box = operation("getApiV1Occurrences");
    const fields = field<HTMLSelectElement>(box, "field[]");
    for (const option of fields.options)
      option.selected = ["nome_cidade", "estado_id"].includes(option.value);
    const answer = await send(box);
    expect(answer).toContain("field%5B%5D=estado_id&field%5B%5D=nome_cidade");
    expect(answer).toMatch(/x-total-count: \d+/i);
    const body = JSON.parse(answer.slice(answer.indexOf("\n["))) as Record<string, unknown>[];
    expect(Object.keys(body[0] ?? {}).sort()).toEqual(["estado_id", "nome_cidade"]);
  });

  test("refresh sends the token and replaces it; a forced 429 shows Retry-After", async () => {
    const before = token().value;
    expect(await send(operation("postApiV2AuthRefresh"))).toContain("HTTP 201");
    expect(token().value).toMatch(/\./);
    expect(before).not.toBe("");
    const box = operation("getApiV1Cities");
    field<HTMLSelectElement>(box, "X-Mock-Status").value = "429";
    const answer = await send(box);
    expect(answer).toContain("HTTP 429");
    expect(answer).toMatch(/retry-after: 1/i);
  });
});
