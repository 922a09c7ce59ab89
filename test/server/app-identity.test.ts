import { KIT_VERSION } from "../../src/generated/kit-version";
import { appIdentity } from "../../src/server/app-identity";
import { APP_DEFAULTS, type AppOptions } from "../../src/server/app-options";
import { DEFAULT_QUERY_LIMITS } from "../../src/server/query-limits";
import { buildWorld } from "../../src/world/build-world";
import { toObservedWorld } from "../../src/world/to-observed-world";

const world = buildWorld({ seed: 5, occurrences: 40 });
const identityOf = (options: Partial<AppOptions>): string => appIdentity({ world, ...options });

describe("appIdentity: the resolved options, not their spelling", () => {
  test.each<[string, Partial<AppOptions>]>([
    ["defaultTake spelled at its default -> same identity", { defaultTake: 25 }],
    ["maxTake spelled at its default -> same identity", { maxTake: APP_DEFAULTS.maxTake }],
    ["defaultOrder spelled at its default -> same identity", { defaultOrder: "ASC" }],
    ["dateOffset spelled at its default -> same identity", { dateOffset: "Z" }],
    ["dateOffset +00:00 is the zone Z -> same identity", { dateOffset: "+00:00" }],
    ["auth spelled at its default -> same identity", { auth: "off" }],
    ["v1MaxRows spelled as none (undefined) -> same identity", { v1MaxRows: undefined }],
    ["queryLimits spelled at its default -> same identity", { queryLimits: DEFAULT_QUERY_LIMITS }],
    ["tokenTtlSeconds spelled at its default -> same identity", { tokenTtlSeconds: 3600 }],
    ["cors spelled at its default -> same identity", { cors: true }],
    ["failRate spelled at its default -> same identity", { failRate: 0 }],
    ["unknownParameters spelled at its default -> same identity", { unknownParameters: "reject" }],
    [
      "every default spelled out, as serve passes them -> same identity",
      {
        defaultTake: 25,
        maxTake: 5000,
        defaultOrder: "ASC",
        dateOffset: "Z",
        auth: "off",
        tokenTtlSeconds: 3600,
        cors: true,
        failRate: 0,
        unknownParameters: "reject",
      },
    ],
  ])("%s", (_rule, options) => {
    expect(identityOf(options)).toBe(identityOf({}));
  });

  test.each<[string, Partial<AppOptions>]>([
    // Tagged answers are stable 200s; these options change only errors, headers or timing.
    ["cors off changes headers, not bodies -> same identity", { cors: false }],
    ["latency changes timing, not bodies -> same identity", { latency: { min: 5, max: 9 } }],
    ["failRate changes only untagged 503/429 -> same identity", { failRate: 0.5 }],
    [
      "queryLimits change only untagged 400/414 -> same identity",
      { queryLimits: { maxLength: 100, maxParameters: 5 } },
    ],
    [
      "unknownParameters ignore drops what reject refuses -> same identity",
      { unknownParameters: "ignore" },
    ],
    [
      "credentials shape only logins -> same identity",
      { credentials: { email: "a@b.c", password: "p" } },
    ],
    ["tokenTtlSeconds shapes only logins -> same identity", { tokenTtlSeconds: 60 }],
    ["a log sink is a side effect -> same identity", { log: { write: () => true } }],
    ["a clock is not a body -> same identity", { now: () => 0 }],
    [
      "transport settings are how bytes are sent -> same identity",
      { transport: { cacheControl: "max-age=60" } },
    ],
  ])("%s", (_rule, options) => {
    expect(identityOf(options)).toBe(identityOf({}));
  });

  test.each<[string, Partial<AppOptions>]>([
    ["another defaultTake changes pages -> another identity", { defaultTake: 10 }],
    ["another maxTake changes /openapi.json -> another identity", { maxTake: 100 }],
    ["another defaultOrder changes pages -> another identity", { defaultOrder: "DESC" }],
    [
      "another dateOffset changes the days of a filter -> another identity",
      { dateOffset: "-03:00" },
    ],
    ["a v1MaxRows cuts v1 lists -> another identity", { v1MaxRows: 10 }],
    ["auth required changes /openapi.json -> another identity", { auth: "required" }],
    ["another seed -> another identity", { world: buildWorld({ seed: 6, occurrences: 40 }) }],
    ["another size -> another identity", { world: buildWorld({ seed: 5, occurrences: 41 }) }],
    ["the observed profile's world -> another identity", { world: toObservedWorld(world) }],
    [
      "the observed world with dirty data -> another identity",
      { world: toObservedWorld(world, { dirty: true }) },
    ],
  ])("%s", (_rule, options) => {
    expect(identityOf(options)).not.toBe(identityOf({}));
  });

  test("the kit's version is part of it (a new version may render the same world otherwise)", () => {
    expect(JSON.parse(identityOf({}))).toMatchObject({ kit: KIT_VERSION });
  });

  test("KIT_VERSION is package.json's version (npm run generate copies it)", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const pkg = require("../../package.json") as { version: string };
    expect(KIT_VERSION).toBe(pkg.version);
  });

  test("an option that cannot work -> createApp's RangeError, not an identity", () => {
    expect(() => identityOf({ defaultTake: 0 })).toThrow(RangeError);
  });
});
