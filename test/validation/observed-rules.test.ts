import { readFileSync } from "node:fs";
import { join } from "node:path";
import { runValidate } from "./run-validate";
import { createTempDir } from "./temp-dir";

/**
 * The observed profile states rules, not samples: an answer of another city (Recife) and year
 * (2019) carrying the same kinds of departure as the Salvador capture, with values no capture
 * showed, built from the rules real users report.
 */
const REAL = join(__dirname, "..", "fixtures", "real-world", "salvador-occurrences.json");
const temp = createTempDir("observed-rules");
afterAll(() => temp.remove());

type Item = Record<string, unknown>;
type Occurrence = Item & { contextInfo: Item; transports: Item[]; victims: Item[] };

/** The same kind of departure, another value: one edit of a Recife 2019 answer per rule. */
const RULES: ReadonlyArray<[string, (o: Occurrence) => void]> = [
  [
    "another reason name of the table, each word capitalised",
    (o) => {
      o.contextInfo.mainReason = {
        id: "0b5c2a10-1d2e-4f3a-8b4c-5d6e7f809101",
        name: "Tiros A Esmo",
      };
    },
  ],
  [
    "a reason name of the table in upper case",
    (o) => {
      o.contextInfo.mainReason = {
        id: "0b5c2a10-1d2e-4f3a-8b4c-5d6e7f809102",
        name: "OPERAÇÃO POLICIAL",
      };
    },
  ],
  [
    "a clipping name outside the table no capture showed",
    (o) => {
      o.contextInfo.clippings = [
        { id: "0b5c2a10-1d2e-4f3a-8b4c-5d6e7f809103", name: "Chacina na feira" },
      ];
    },
  ],
  [
    "coordinates with 4 and 13 decimals",
    (o) => {
      o.latitude = "-8.0476";
      o.longitude = "-34.8770012345678";
    },
  ],
  [
    "a coordinate with a trailing tab, another city's",
    (o) => {
      o.latitude = "-8.05\t";
    },
  ],
  [
    "a transport object of another kind",
    (o) => {
      o.transports = o.transports.map((t) => ({
        ...t,
        transport: { id: "0b5c2a10-1d2e-4f3a-8b4c-5d6e7f809104", name: "Metrô" },
      }));
    },
  ],
  [
    "a null releaseDate on another transport",
    (o) => {
      o.transports = o.transports.map((t) => ({
        ...t,
        releaseDate: null,
        transport: { id: "0b5c2a10-1d2e-4f3a-8b4c-5d6e7f809105", name: "Trem" },
      }));
    },
  ],
  [
    "relatedRecord with another number",
    (o) => {
      o.relatedRecord = "#12";
    },
  ],
];

function recife2019(edit: (o: Occurrence) => void): string {
  const body = JSON.parse(readFileSync(REAL, "utf8")) as { data: Occurrence[] };
  body.data = body.data.map((occurrence) => {
    const o = structuredClone(occurrence);
    o.state = { id: "813ca36b-91e3-4a18-b408-60b27a1942ef", name: "Pernambuco" };
    o.city = { id: "0b5c2a10-1d2e-4f3a-8b4c-5d6e7f8091ff", name: "RECIFE" };
    o.date = String(o.date).replace(/^2025/, "2019");
    edit(o);
    return o;
  });
  return temp.write(`${Math.random().toString(36).slice(2)}.json`, JSON.stringify(body));
}

describe("answers of another city and year with the same kinds of departure", () => {
  test.each(RULES)("%s: passes --profile observed, fails spec", async (_rule, edit) => {
    const file = recife2019(edit);
    const observed = await runValidate([file, "--profile", "observed"]);
    expect(observed.out).not.toContain("error");
    expect(observed.code).toBe(0);
    expect((await runValidate([file])).code).toBe(1);
  });
});
