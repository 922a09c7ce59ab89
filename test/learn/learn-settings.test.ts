import { profileAppSettings } from "../../src/cli/profile-app-settings";
import type { ProfileSettings } from "../../src/generated/types";
import { SettingsLearner } from "../../src/learn/learn-settings";
import type { AppOptions } from "../../src/server/app-options";
import { coreRequest as request } from "../server/helpers/core-request";
import { coreApp } from "../server/helpers/core-app";
import { testWorld } from "../server/helpers/test-world";

const V1 = "https://api.example.org/api/v1/occurrences";
const V2 = "https://api.example.org/api/v2/occurrences";

function row(id: number, day: string): Record<string, unknown> {
  return { id_ocorrencia: id, data_ocorrencia: day };
}

function page(dates: readonly string[], take: number): Record<string, unknown> {
  return { data: dates.map((date, i) => ({ id: String(i), date })), pageMeta: { take } };
}

type Answer = readonly [url: string, status: number, body: unknown];

function settle(...answers: readonly Answer[]): ProfileSettings {
  const learner = new SettingsLearner();
  answers.forEach(([url, status, body], i) => learner.add(url, status, body, `entry ${i}`));
  return learner.finish();
}

const WHOLE: Answer = [
  V1,
  200,
  [row(1, "2020-01-01"), row(2, "2020-01-02"), row(3, "2020-01-03"), row(4, "2020-01-04")],
];

describe("SettingsLearner: what a capture settles", () => {
  test.each<[string, readonly Answer[], Partial<ProfileSettings>]>([
    [
      "a v1 window whose rows reach both boundary days -> v1Bounds inclusive",
      [
        [
          `${V1}?data_ocorrencia[gt]=2020-01-01&data_ocorrencia[lt]=2020-01-03`,
          200,
          [row(1, "2020-01-01"), row(3, "2020-01-03")],
        ],
      ],
      { v1Bounds: "inclusive" },
    ],
    [
      "a window that leaves out a boundary day's row the capture holds -> v1Bounds exclusive",
      [
        WHOLE,
        [
          `${V1}?data_ocorrencia[gt]=2020-01-01&data_ocorrencia[lt]=2020-01-04`,
          200,
          [row(2, "2020-01-02"), row(3, "2020-01-03")],
        ],
      ],
      { v1Bounds: "exclusive" },
    ],
    [
      "a reversed window answered with the rows between its bounds -> v1ReversedRange swap",
      [
        [
          `${V1}?data_ocorrencia[gt]=2020-01-03&data_ocorrencia[lt]=2020-01-01`,
          200,
          [row(2, "2020-01-02")],
        ],
      ],
      { v1ReversedRange: "swap" },
    ],
    [
      "a reversed window answered empty though rows lie between -> v1ReversedRange empty",
      [WHOLE, [`${V1}?data_ocorrencia[gt]=2020-01-03&data_ocorrencia[lt]=2020-01-01`, 200, []]],
      { v1ReversedRange: "empty" },
    ],
    [
      "v2 answers asked without take and order -> defaultTake and defaultOrder",
      [[V2, 200, page(["2020-01-03T00:00:00.000Z", "2020-01-01T00:00:00.000Z"], 10)]],
      { defaultTake: 10, defaultOrder: "DESC" },
    ],
    [
      "take=1000 answered, take=2000 refused -> maxTake 1000",
      [
        [`${V2}?take=1000`, 200, page([], 1000)],
        [`${V2}?take=2000`, 400, {}],
      ],
      { maxTake: 1000 },
    ],
    [
      "an unlisted parameter answered -> unknownParameters ignore",
      [[`${V2}?initialDate=2020-01-01`, 200, page([], 25)]],
      { unknownParameters: "ignore" },
    ],
    [
      "an unlisted parameter refused -> unknownParameters reject",
      [[`${V2}?initialDate=2020-01-01`, 400, {}]],
      { unknownParameters: "reject" },
    ],
  ])("%s", (_name, answers, expected) => {
    expect(settle(...answers)).toMatchObject(expected);
  });

  test.each<[string, readonly Answer[], keyof ProfileSettings]>([
    [
      "a window whose boundary days hold no row anywhere",
      [[`${V1}?data_ocorrencia[gt]=2019-01-01`, 200, []]],
      "v1Bounds",
    ],
    ["no reversed window", [WHOLE], "v1ReversedRange"],
    ["take answered, none refused", [[`${V2}?take=5000`, 200, page([], 5000)]], "maxTake"],
  ])("%s -> %s undecided, with why", (_name, answers, name) => {
    const settings = settle(...answers);
    expect(settings[name]).toBeUndefined();
    expect(settings.undecided?.[name]).toEqual(expect.any(String));
  });
});

// Each setting of a profile folder changes what serve --profile DIR answers.
const world = testWorld(300);
async function answer(
  settings: ProfileSettings,
  path: string,
): Promise<{ status: number; text: string }> {
  const { app, unknownParameters } = profileAppSettings(settings, []);
  const options: AppOptions = {
    world,
    ...app,
    ...(unknownParameters === undefined ? {} : { unknownParameters }),
  };
  const response = await request(coreApp(options)).get(path);
  return { status: response.status, text: response.text };
}

describe("each setting changes a served answer", () => {
  const day =
    world.occurrences[150] === undefined
      ? ""
      : new Date(world.occurrences[150].time).toISOString().slice(0, 10);
  test.each<[string, ProfileSettings, ProfileSettings, string]>([
    [
      "v1Bounds",
      { v1Bounds: "exclusive" },
      { v1Bounds: "inclusive" },
      `/api/v1/occurrences?data_ocorrencia[gt]=${day}&data_ocorrencia[lt]=${day}`,
    ],
    [
      "v1ReversedRange",
      { v1ReversedRange: "empty" },
      { v1ReversedRange: "swap" },
      `/api/v1/occurrences?data_ocorrencia[gt]=${day}&data_ocorrencia[lt]=2016-07-05`,
    ],
    ["defaultTake", {}, { defaultTake: 3 }, "/api/v2/occurrences"],
    ["defaultOrder", {}, { defaultOrder: "DESC" }, "/api/v2/occurrences"],
    ["maxTake", {}, { maxTake: 100 }, "/api/v2/occurrences?take=200"],
    [
      "unknownParameters",
      { unknownParameters: "reject" },
      { unknownParameters: "ignore" },
      "/api/v2/occurrences?initialDate=2020-01-01",
    ],
  ])("%s", async (_name, before, after, path) => {
    const [a, b] = [await answer(before, path), await answer(after, path)];
    expect(`${b.status} ${b.text}`).not.toBe(`${a.status} ${a.text}`);
  });

  test("a flag on the command line wins over the folder's setting", () => {
    expect(profileAppSettings({ v1Bounds: "exclusive" }, ["--v1-bounds", "inclusive"]).app).toEqual(
      {},
    );
    expect(
      profileAppSettings({ unknownParameters: "ignore" }, ["--unknown-parameters=reject"]),
    ).toEqual({ app: {} });
  });
});
