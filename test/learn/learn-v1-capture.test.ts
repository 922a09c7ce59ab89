import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createLearnCommand } from "../../src/cli/learn-command";
import { profileAppSettings } from "../../src/cli/profile-app-settings";
import type { V1OccurrenceRow } from "../../src/generated/types";
import { loadProfile } from "../../src/schemas/load-profile";
import { coreRequest as request } from "../server/helpers/core-request";
import { coreApp } from "../server/helpers/core-app";
import { testWorld } from "../server/helpers/test-world";
import { runValidate } from "../validation/run-validate";
import { createTempDir } from "../validation/temp-dir";

// A v1 capture in the real one's shape: a window's answer saved by the v1 R client.
const FIXTURE = join(__dirname, "..", "fixtures", "real-world", "v1-recife-occurrences.json");
const URL_ASKED =
  "https://api.fogocruzado.org.br/api/v1/occurrences?data_ocorrencia[gt]=2019-12-20&data_ocorrencia[lt]=2020-01-05";
const temp = createTempDir("learn-v1");
afterAll(() => temp.remove());

/** learn run in process: its exit code, standard output (the report) and standard error. */
async function learn(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const stdout = { write: (text: string) => (out += text) };
  const stderr = { write: (text: string) => (err += text) };
  const code = await createLearnCommand({ stdout, stderr }).run(argv);
  return { code, out, err };
}

describe("learn on a v1 capture in the real one's shape", () => {
  const dir = join(temp.dir, "profile");
  let report: {
    departures: { name: string; known: boolean; overlay: Record<string, unknown> }[];
    settings: Record<string, unknown>;
  };

  beforeAll(async () => {
    const { out } = await learn([
      FIXTURE,
      "--url",
      URL_ASKED,
      "--write-departures",
      dir,
      "--reporter",
      "json",
    ]);
    report = JSON.parse(out) as typeof report;
  });

  test("settles v1 bounds inclusive: the window's rows reach both boundary days", () => {
    expect(report.settings.v1Bounds).toBe("inclusive");
    expect(report.settings).toHaveProperty(
      "evidence.v1RowOrder",
      expect.stringMatching(/^ascending/),
    );
    const written = JSON.parse(readFileSync(join(dir, "settings.json"), "utf8")) as object;
    expect(written).toMatchObject({ v1Bounds: "inclusive" });
    expect(written).toHaveProperty("undecided.v1ReversedRange");
  });

  test("confirms the missing fonte_ocorrencia as the known departure of kind absent", () => {
    const absent = report.departures.find((d) => d.name === "departures/v1-source-absent");
    expect(absent).toMatchObject({ known: true });
    const written = JSON.parse(readFileSync(join(dir, "v1-source-absent.json"), "utf8")) as object;
    expect(written).toMatchObject({ "x-departure": { kind: "absent" } });
  });

  test("the learned folder makes validate --profile DIR pass the capture", async () => {
    const schema = ["--schema", "v1/occurrences-response"];
    const spec = await runValidate([FIXTURE, ...schema]);
    expect(spec.code).toBe(1);
    const learned = await runValidate([FIXTURE, ...schema, "--profile", dir]);
    expect(learned.out).not.toMatch(/\berror\b/);
    expect(learned.code).toBe(0);
  });

  test("learn --profile DIR on the same capture: nothing wrong left (exit 0)", async () => {
    const { code, out } = await learn([FIXTURE, "--url", URL_ASKED, "--profile", dir]);
    expect(out).toMatch(/: conforms\n$/);
    expect(code).toBe(0);
  });

  test("serve --profile DIR's settings answer [gt]=D&[lt]=D with the rows of day D", async () => {
    const loaded = loadProfile(dir);
    if (!loaded.ok) throw new Error(loaded.problem);
    const world = testWorld(300);
    const served = coreApp({
      world,
      v1Bounds: "exclusive",
      ...profileAppSettings(loaded.profile.settings, []).app,
    });
    const all = (await request(served).get("/api/v1/occurrences")).body as V1OccurrenceRow[];
    const day = (all[Math.floor(all.length / 2)] as V1OccurrenceRow).data_ocorrencia.slice(0, 10);
    const rows = (
      await request(served).get(
        `/api/v1/occurrences?data_ocorrencia[gt]=${day}&data_ocorrencia[lt]=${day}`,
      )
    ).body as V1OccurrenceRow[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toEqual(all.filter((row) => row.data_ocorrencia.startsWith(day)));
  });
});

describe("learn proposes what no overlay states yet", () => {
  // The capture with two traits no known departure states: a column left out, and a column the
  // spec types as a decimal string sent as numbers, some whole and some not.
  const rows = (JSON.parse(readFileSync(FIXTURE, "utf8")) as Record<string, unknown>[]).map(
    (row, i) => {
      const rest = { ...row };
      delete rest.gentilico_cidade;
      return { ...rest, densidade_demo_cidade: i % 2 === 0 ? 7039 : 7039.64 };
    },
  );
  const capture = temp.write("v1-variant.json", JSON.stringify(rows));
  const dir = join(temp.dir, "variant");
  let departures: { name: string; known: boolean; overlay: Record<string, unknown> }[];

  beforeAll(async () => {
    const { out } = await learn([
      capture,
      "--url",
      URL_ASKED,
      "--write-departures",
      dir,
      "--reporter",
      "json",
    ]);
    departures = (JSON.parse(out) as { departures: typeof departures }).departures;
  });

  test("a required field the service omits -> a proposed departure of kind absent", () => {
    const absent = departures.find((d) => d.name.includes("gentilico"));
    expect(absent).toMatchObject({
      known: false,
      overlay: {
        not: {},
        "x-departure": {
          departsFrom: ["v1/occurrence-row#/properties/gentilico_cidade"],
          kind: "absent",
          share: 1,
        },
      },
    });
  });

  test("numbers with and without decimals at one place -> one departure of type number", () => {
    const density = departures.filter((d) => d.name.includes("densidade"));
    expect(density).toHaveLength(1);
    expect(density[0]?.overlay).toMatchObject({ type: "number" });
  });

  test("the learned folder makes validate --profile DIR pass the variant", async () => {
    const schema = ["--schema", "v1/occurrences-response"];
    expect((await runValidate([capture, ...schema])).code).toBe(1);
    expect((await runValidate([capture, ...schema, "--profile", dir])).code).toBe(0);
  });
});
