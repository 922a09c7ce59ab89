import type { SchemaName } from "../schemas";
import { V1_CITY_COLUMNS, V1_OCCURRENCE_COLUMNS } from "../query/v1";
import { paginate } from "../query/paginate";
import { issueToken } from "../server/auth/issue-token";
import { V2_TOKEN_MESSAGES, v2TokenBody } from "../server/auth/v2-token-body";
import { renderCitiesBody } from "../server/v2/create-cities-handler";
import { statesResponseOf } from "../server/v2/build-v2-data";
import { renderOccurrencesPage } from "../server/v2/render-occurrences-page";
import { toV1CityRow } from "../world/to-v1-city-row";
import { toV2City } from "../world/to-v2-city";
import { toV1OccurrenceRow } from "../world/to-v1-occurrence-row";
import type { World } from "../world/world";

/** The email of the example logins. */
const EXAMPLE_EMAIL = "user@example.com";

/**
 * One example answer per success schema, taken from a seeded world through the renderers the
 * mock answers with: page 1 of take 1 of the v2 occurrences, the first city, every state, the
 * first v1 rows, the column lists, and tokens issued at the world's last update.
 */
export function buildExamples(world: World): ReadonlyMap<SchemaName, unknown> {
  const first = world.occurrences[0];
  const city = world.cities[0];
  if (city === undefined) throw new Error("the world has no cities");
  // A world of no occurrences (tests build some) shows empty lists.
  const positions = first === undefined ? [] : [0];
  const auth = {
    mode: "off",
    secret: "example",
    tokenTtlSeconds: 3600,
    now: () => world.lastUpdate,
  } as const;
  const parse = (text: string | Buffer): unknown => JSON.parse(text.toString()) as unknown;
  const { pageMeta } = paginate(world.occurrences.length, 1, 1);
  return new Map<SchemaName, unknown>([
    [
      "v2/occurrences-response",
      parse(
        renderOccurrencesPage(pageMeta, positions, (position) =>
          Buffer.from(JSON.stringify(world.occurrences[position]?.v2)),
        ),
      ),
    ],
    ["v2/cities-response", parse(renderCitiesBody([JSON.stringify(toV2City(world, city))]))],
    ["v2/states-response", statesResponseOf(world)],
    ["v2/auth-token-response", v2TokenBody(V2_TOKEN_MESSAGES.login, EXAMPLE_EMAIL, auth)],
    ["v1/occurrences-response", first === undefined ? [] : [toV1OccurrenceRow(world, first)]],
    ["v1/cities-response", [toV1CityRow(city)]],
    ["v1/occurrence-definitions", [...V1_OCCURRENCE_COLUMNS]],
    ["v1/city-definitions", [...V1_CITY_COLUMNS]],
    ["v1/auth-token-response", { access_token: issueToken(EXAMPLE_EMAIL, auth).accessToken }],
  ]);
}
