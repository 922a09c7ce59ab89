import type { SchemaName } from "../schemas";
import { V1_CITY_COLUMNS, V1_OCCURRENCE_COLUMNS } from "../query/v1";
import { paginate } from "../query";
import { createHmac } from "node:crypto";
import {
  unsignedToken,
  V2_TOKEN_MESSAGES,
  statesResponseOf,
  renderCitiesBody,
  renderOccurrencesPage,
} from "../server";
import { toV1CityRow, toV2City, toV1OccurrenceRow, type World } from "../world";

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
  // A token as the mock issues one (HS256 over the same header and claims), signed here at once:
  // the document is built synchronously, the mock's signer (Web Crypto) is asynchronous.
  const iat = Math.floor(world.lastUpdate / 1000);
  const payload = unsignedToken({ sub: EXAMPLE_EMAIL, iat, exp: iat + 3600 });
  const signature = createHmac("sha256", "example").update(payload).digest("base64url");
  const token = { accessToken: `${payload}.${signature}`, expiresIn: 3600 };
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
    [
      "v2/auth-token-response",
      { msg: V2_TOKEN_MESSAGES.login, msgCode: "success", code: 201, data: token },
    ],
    ["v1/occurrences-response", first === undefined ? [] : [toV1OccurrenceRow(world, first)]],
    ["v1/cities-response", [toV1CityRow(city)]],
    ["v1/occurrence-definitions", [...V1_OCCURRENCE_COLUMNS]],
    ["v1/city-definitions", [...V1_CITY_COLUMNS]],
    ["v1/auth-token-response", { access_token: token.accessToken }],
  ]);
}
