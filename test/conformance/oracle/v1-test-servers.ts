import type { ServerChoices } from "../../../src/conformance/oracle/server-choices";
import { createRequestHandler, type RequestHandler } from "../../../src/server";
import { buildWorld } from "../../../src/world/build-world";
import { toObservedWorld } from "../../../src/world/to-observed-world";
import type { World } from "../../../src/world/world";
import { isFor, v1Rows, withQuery } from "../broken/answers";
import { projectRow, selectColumns, V1_OCCURRENCE_COLUMNS } from "../../../src/query/v1";
import type { V1OccurrenceColumn } from "../../../src/generated/types";
import { passThrough, type Breakage } from "../broken/break-handler";
import type { MockSettings } from "../broken/broken-server";
import type { V1TestWindow } from "./v1-mirror-of-mock";
import { wallClock } from "../broken/wall-clock";

/**
 * The world of the v1 oracle tests: 600 occurrences over 21 days of January 2018, all in v1
 * state 1 (about 30 a day), when America/Sao_Paulo kept daylight saving (UTC-2).
 */
const WORLD = { seed: 1, occurrences: 600, since: "2018-01-05", until: "2018-01-25" } as const;

/** The days the tests' mirror holds whole. */
export const TEST_WINDOW: V1TestWindow = { firstDay: "2018-01-08", lastDay: "2018-01-20" };

const worlds = new Map<string, World>();

function worldOf(profile: "spec" | "observed"): World {
  let world = worlds.get(profile);
  if (world === undefined) {
    const spec = worlds.get("spec") ?? buildWorld(WORLD);
    worlds.set("spec", spec);
    world = profile === "observed" ? toObservedWorld(spec) : spec;
    worlds.set(profile, world);
  }
  return world;
}

/** A wall-clock time `YYYY-MM-DD HH:MM:SS` (UTC) as America/Sao_Paulo shows it (DST included). */
function inSaoPaulo(utc: string): string {
  return wallClock(Date.parse(`${utc.replace(" ", "T")}Z`), "America/Sao_Paulo");
}

/**
 * v1 rows showing their date and time in America/Sao_Paulo, filtered (upstream) on UTC days:
 * the full rows are asked, their times moved, then cut to the `field[]` columns.
 */
const SHOWN_IN_SAO_PAULO: Breakage = async (request, upstream) => {
  if (!isFor(request, "v1-occurrences")) return upstream(request);
  const fields = request.query.getAll("field[]") as V1OccurrenceColumn[];
  const answer = await upstream(withQuery(request, (query) => query.delete("field[]")));
  const rows = v1Rows(answer);
  if (rows === undefined) return answer;
  const columns = selectColumns(V1_OCCURRENCE_COLUMNS, fields.length === 0 ? undefined : fields);
  answer.body = rows.map((row) => {
    const shown = inSaoPaulo(String(row.data_ocorrencia));
    const moved = { ...row, data_ocorrencia: shown, hora_ocorrencia: shown.slice(11) } as Record<
      V1OccurrenceColumn,
      unknown
    >;
    return columns === undefined ? moved : projectRow(moved, columns);
  });
  return answer;
};

/** The choices of the mock's defaults, as the CHOICES probes settle them. */
const MOCK_DEFAULTS: ServerChoices = {
  v1Bounds: { gtInclusive: true, ltInclusive: true },
  v1ReversedRange: "empty",
  v1Zone: "UTC",
  populationBounds: { gtInclusive: true, ltInclusive: true },
  cityLike: { caseFolded: true, bareIsPartial: false },
};

/** One honest v1 server of the tests: the mock under an option, and the choices it makes. */
export interface V1TestServer {
  readonly name: string;
  readonly profile: "spec" | "observed";
  readonly settings: MockSettings;
  readonly breakage: Breakage;
  /** Its choices, settled as they are. */
  readonly choices: ServerChoices;
}

/** The honest servers: the mock under each v1 option, observed, and dates shown in local time. */
export const V1_TEST_SERVERS: readonly V1TestServer[] = [
  {
    name: "the default mock",
    profile: "spec",
    settings: {},
    breakage: passThrough,
    choices: MOCK_DEFAULTS,
  },
  {
    name: "--v1-bounds exclusive",
    profile: "spec",
    settings: { v1Bounds: "exclusive" },
    breakage: passThrough,
    choices: {
      ...MOCK_DEFAULTS,
      v1Bounds: { gtInclusive: false, ltInclusive: false },
      populationBounds: { gtInclusive: false, ltInclusive: false },
    },
  },
  {
    name: "--v1-max-rows 7",
    profile: "spec",
    settings: { v1MaxRows: 7 },
    breakage: passThrough,
    choices: { ...MOCK_DEFAULTS, v1Cap: 7 },
  },
  {
    name: "--v1-reversed-range swap",
    profile: "spec",
    settings: { v1ReversedRange: "swap" },
    breakage: passThrough,
    choices: { ...MOCK_DEFAULTS, v1ReversedRange: "swap" },
  },
  {
    name: "--profile observed",
    profile: "observed",
    settings: { v1ReversedRange: "swap", unknownParameters: "ignore" },
    breakage: passThrough,
    choices: { ...MOCK_DEFAULTS, v1ReversedRange: "swap" },
  },
  {
    name: "dates shown in America/Sao_Paulo (daylight saving), filtered on UTC days",
    profile: "spec",
    settings: {},
    breakage: SHOWN_IN_SAO_PAULO,
    choices: { ...MOCK_DEFAULTS, v1Zone: "America/Sao_Paulo" },
  },
];

const handlers = new Map<string, RequestHandler>();

/** The request core of the tests' world in a profile with settings (built once per file). */
export function v1TestHandler(
  profile: "spec" | "observed",
  settings: MockSettings,
): RequestHandler {
  const key = `${profile}/${JSON.stringify(settings)}`;
  let handler = handlers.get(key);
  if (handler === undefined) {
    handler = createRequestHandler({ world: worldOf(profile), ...settings });
    handlers.set(key, handler);
  }
  return handler;
}
