import type { CheckInput } from "../../../src/conformance/check-input";
import type { Mirror } from "../../../src/conformance/oracle/mirror";
import { isRecord } from "../../../src/is-record";
import { aspectsOf, judgeV1, serveV1, type JudgedV1 } from "./judge-v1";
import type { AskV1 } from "./v1-mirror-of-mock";
import { v1TestQueries } from "./v1-test-queries";
import { V1_TEST_SERVERS, type V1TestServer } from "./v1-test-servers";

jest.setTimeout(120_000);

const QUERIES = 200;

function server(name: string): V1TestServer {
  const found = V1_TEST_SERVERS.find((each) => each.name.startsWith(name));
  if (found === undefined) throw new Error(`no test server ${name}`);
  return found;
}

type Row = Record<string, unknown>;

function rowsOf(seen: CheckInput): Row[] {
  return Array.isArray(seen.body) ? (seen.body as unknown[]).filter(isRecord) : [];
}

function noun(judged: JudgedV1): "rows" | "cities" {
  return judged.query.operation === "v1-occurrences" ? "rows" : "cities";
}

function idColumn(judged: JudgedV1): string {
  return judged.query.operation === "v1-occurrences" ? "id_ocorrencia" : "CidadeId";
}

/** Whether the rows are matched by id: no `field[]`, or one that names the id. */
function byId(judged: JudgedV1): boolean {
  const fields = judged.query.pairs.filter(([name]) => name === "field[]").map(([, v]) => v);
  return fields.length === 0 || fields.includes(idColumn(judged));
}

function withRows(seen: CheckInput, rows: readonly unknown[]): CheckInput {
  return { ...seen, body: rows };
}

/** One wrong answer, made from an honest one, and the aspects that must name it. */
interface Mutation {
  readonly name: string;
  /** The answer changed, or undefined when the change does not apply to it. */
  readonly mutate: (judged: JudgedV1) => CheckInput | undefined;
  readonly aspects: (judged: JudgedV1) => readonly string[];
}

function changed(value: unknown): unknown {
  if (typeof value === "number") return value + 1;
  if (typeof value === "string") return `${value}x`;
  return value === null ? 0 : null;
}

const MUTATIONS: readonly Mutation[] = [
  {
    // Under the mock's settled choices only a [lk] pattern leaves rows open (accents folded or
    // not is not a choice): elsewhere every listed row is one that must be.
    name: "its last row dropped",
    mutate: ({ query, seen }) =>
      rowsOf(seen).length > 0 && !query.pairs.some(([name]) => name === "Cidade[lk]")
        ? withRows(seen, rowsOf(seen).slice(0, -1))
        : undefined,
    aspects: (judged) => [`${noun(judged)}.missing`],
  },
  {
    name: "every row dropped from a list that must have one",
    mutate: ({ expectation, seen }) => (expectation.nonEmpty ? withRows(seen, []) : undefined),
    aspects: (judged) => [`${noun(judged)}.missing`],
  },
  {
    name: "a row listed twice",
    mutate: ({ seen }) => {
      const rows = rowsOf(seen);
      return rows.length > 0 ? withRows(seen, [...rows, rows[0]]) : undefined;
    },
    aspects: (judged) => [`${noun(judged)}.${byId(judged) ? "duplicate" : "extra"}`],
  },
  {
    name: "a row no query matches added",
    mutate: (judged) => {
      const [first, ...rest] = rowsOf(judged.seen);
      if (first === undefined) return undefined;
      const key = byId(judged) ? idColumn(judged) : Object.keys(first)[0];
      if (key === undefined) return undefined;
      return withRows(judged.seen, [first, ...rest, { ...first, [key]: 987_654_321 }]);
    },
    aspects: (judged) => [`${noun(judged)}.extra`],
  },
  {
    name: "a value changed",
    mutate: (judged) => {
      const [first, ...rest] = rowsOf(judged.seen);
      const key = Object.keys(first ?? {}).find((name) => name !== idColumn(judged));
      if (!byId(judged) || first === undefined || key === undefined) return undefined;
      return withRows(judged.seen, [{ ...first, [key]: changed(first[key]) }, ...rest]);
    },
    aspects: (judged) => [`${noun(judged)}.values`],
  },
  {
    name: "the id added to rows whose field[] leaves it out",
    mutate: (judged) => {
      const rows = rowsOf(judged.seen);
      if (byId(judged) || rows.length === 0) return undefined;
      return withRows(
        judged.seen,
        rows.map((row, index) => ({ [idColumn(judged)]: index + 1, ...row })),
      );
    },
    aspects: (judged) => [`${noun(judged)}.columns`],
  },
  {
    name: "a column left out of a row matched by id",
    mutate: (judged) => {
      const [first, ...rest] = rowsOf(judged.seen);
      const key = Object.keys(first ?? {}).find((name) => name !== idColumn(judged));
      if (!byId(judged) || first === undefined || key === undefined) return undefined;
      const kept = { ...first };
      delete kept[key];
      return withRows(judged.seen, [kept, ...rest]);
    },
    aspects: (judged) => [`${noun(judged)}.columns`],
  },
  {
    name: "an error status",
    mutate: ({ seen }) => ({ ...seen, status: 500 }),
    aspects: () => ["status"],
  },
  {
    name: "an object for a list",
    mutate: ({ seen }) => ({ ...seen, body: { data: seen.body } }),
    aspects: () => ["body"],
  },
];

describe("the oracle's v1 differences name what a wrong answer gets wrong", () => {
  let judged: JudgedV1[];
  beforeAll(async () => {
    const { ask, mirror } = await serveV1(server("the default mock"));
    judged = await judgeV1(
      ask,
      mirror,
      server("the default mock").choices,
      v1TestQueries(21, QUERIES, mirror),
    );
  });

  it.each(MUTATIONS.map((mutation) => [mutation.name, mutation] as const))(
    "%s: exactly its aspect, on every answer it applies to",
    (_name, mutation) => {
      let applied = 0;
      const wrong: string[] = [];
      for (const each of judged) {
        const seen = mutation.mutate(each);
        if (seen === undefined) continue;
        applied++;
        const aspects = aspectsOf([{ ...each, seen }]);
        const want = mutation.aspects(each);
        if (JSON.stringify(aspects) !== JSON.stringify(want)) {
          wrong.push(`${each.seen.url}: ${aspects.join(", ")} (want ${want.join(", ")})`);
        }
      }
      expect(wrong).toEqual([]);
      expect(applied).toBeGreaterThan(20);
    },
  );
});

describe("the oracle's v1 differences under a cap of 7 rows on every list", () => {
  let ask: AskV1;
  let mirror: Mirror;
  let judged: JudgedV1[];
  const capped = server("--v1-max-rows 7");
  beforeAll(async () => {
    ({ ask, mirror } = await serveV1(capped));
    judged = await judgeV1(ask, mirror, capped.choices, v1TestQueries(22, QUERIES, mirror));
  });

  it("a list of 7 rows cut from more passes; one row more than the cap is a cap difference", async () => {
    const full = judged.filter(({ seen }) => rowsOf(seen).length === 7);
    const wrong: string[] = [];
    let overCap = 0;
    const twin = await serveV1({ ...capped, settings: {} });
    for (const each of full) {
      expect(aspectsOf([each])).toEqual([]);
      const whole = rowsOf(await twin.ask(each.query.operation, each.query.pairs));
      const next = whole.find(
        (row) => !rowsOf(each.seen).some((shown) => JSON.stringify(shown) === JSON.stringify(row)),
      );
      if (next === undefined) continue;
      overCap++;
      const aspects = aspectsOf([
        { ...each, seen: withRows(each.seen, [...rowsOf(each.seen), next]) },
      ]);
      if (JSON.stringify(aspects) !== JSON.stringify([`${noun(each)}.cap`]))
        wrong.push(`${each.seen.url}: ${aspects.join(", ")}`);
    }
    expect(wrong).toEqual([]);
    expect(overCap).toBeGreaterThan(20);
  });

  it("a cut list one row short of the cap misses a row", () => {
    const full = judged.filter(({ seen }) => rowsOf(seen).length === 7);
    for (const each of full) {
      const aspects = aspectsOf([
        { ...each, seen: withRows(each.seen, rowsOf(each.seen).slice(1)) },
      ]);
      expect(aspects).toEqual([`${noun(each)}.missing`]);
    }
    expect(full.length).toBeGreaterThan(20);
  });
});

describe("a choice is a parameter of the expected answer, never an excuse", () => {
  it.each([
    [
      "--v1-bounds exclusive",
      "inclusive bounds",
      { v1Bounds: { gtInclusive: true, ltInclusive: true } },
      "rows.missing",
    ],
    [
      "--v1-bounds exclusive",
      "inclusive population bounds",
      { populationBounds: { gtInclusive: true, ltInclusive: true } },
      "cities.missing",
    ],
    [
      "--v1-reversed-range swap",
      "a reversed range empty",
      { v1ReversedRange: "empty" as const },
      "rows.extra",
    ],
    [
      "--v1-reversed-range swap",
      "a reversed range refused",
      { v1ReversedRange: "refused" as const },
      "status",
    ],
    ["dates shown in America/Sao_Paulo", "dates shown in UTC", { v1Zone: "UTC" }, "rows.missing"],
    ["--v1-max-rows 7", "no cap", { v1Cap: undefined }, "rows.missing"],
    ["the default mock", "a cap of 7", { v1Cap: 7 }, "rows.cap"],
    [
      "the default mock",
      "a case-sensitive like",
      { cityLike: { caseFolded: false, bareIsPartial: false } },
      "cities.extra",
    ],
    [
      "the default mock",
      "a bare like value as a part",
      { cityLike: { caseFolded: true, bareIsPartial: true } },
      "cities.missing",
    ],
  ] as const)(
    "%s judged as if it read %s: a difference",
    async (name, _reading, wrongChoice, aspect) => {
      const honest = server(name);
      const { ask, mirror } = await serveV1(honest);
      const judged = await judgeV1(
        ask,
        mirror,
        { ...honest.choices, ...wrongChoice },
        v1TestQueries(23, QUERIES, mirror),
      );
      expect(aspectsOf(judged)).toContain(aspect);
    },
  );
});
