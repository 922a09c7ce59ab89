import { pathOf } from "../contract";
import type { FlagSpecs } from "./parse-flags";
import { WINDOW_FLAGS } from "./world-window-flags";
import { ORDERS } from "../query";
import { APP_DEFAULTS, AUTH_MODES, UNKNOWN_PARAMETER_MODES } from "../server/options-entry";
import { V1_BOUNDS, V1_FILTER_DEFAULTS, V1_REVERSED_RANGES } from "../query/v1";
import { DEFAULT_WORLD_OPTIONS } from "../world/views-entry";
import { DEFAULT_ANSWER_CACHE_BYTES } from "../node/front/default-answer-cache-bytes";
import { maxStreamFlag } from "./max-stream-flag";

/** Bytes in a MiB, the unit of --answer-cache. */
export const MIB = 1024 * 1024;

/** The flags of `occurrence-contract serve`, with their defaults and limits (also its --help). */
export const SERVE_FLAGS: FlagSpecs = {
  port: {
    type: "integer",
    min: 0,
    max: 65535,
    default: 3000,
    placeholder: "N",
    description: "TCP port (0 picks a free one).",
  },
  host: {
    type: "string",
    default: "127.0.0.1",
    placeholder: "HOST",
    description: "Interface to listen on.",
  },
  seed: {
    type: "integer",
    min: 0,
    max: 0xffffffff,
    default: DEFAULT_WORLD_OPTIONS.seed,
    placeholder: "N",
    description: "Seed of the world; the same seed gives the same data.",
  },
  occurrences: {
    type: "integer",
    min: 0,
    max: 2_000_000,
    default: DEFAULT_WORLD_OPTIONS.occurrences,
    placeholder: "N",
    description: "Number of occurrences in the world.",
  },
  ...WINDOW_FLAGS,
  profile: {
    type: "string",
    placeholder: "spec|observed|DIR",
    default: "spec",
    description:
      'spec: records as the spec documents them. observed: records shaped as the real service sends them (the known departures of schemas/departures/: transport {id, name}, animalType {id, type}, null releaseDate, reason spellings, extra clippings, typed items, relatedRecord ""/"#n"/null, coordinates with 4 to 15 decimals). DIR: records shaped by the overlays in that folder, each at the share it states, served with the choices of its settings.json (e.g. learned by learn --write-departures; a flag given wins).',
  },
  "unknown-parameters": {
    type: "choice",
    choices: UNKNOWN_PARAMETER_MODES,
    description:
      'A /api/v2 query parameter the endpoint does not list: reject (a 400 naming it, with "did you mean") or ignore (dropped and named in X-Ignored-Parameters, as the real service does). (default: reject in the spec profile, ignore in observed)',
  },
  dirty: {
    type: "boolean",
    description:
      "With --profile observed (or DIR): also the dirty data production sends (whitespace around some coordinates), so a frontend can prove it copes.",
  },
  "default-take": {
    type: "integer",
    min: 1,
    default: APP_DEFAULTS.defaultTake,
    placeholder: "N",
    description: `take of ${pathOf("v2-occurrences")} when a request has none.`,
  },
  "max-take": {
    type: "integer",
    min: 1,
    max: 1_000_000,
    default: APP_DEFAULTS.maxTake,
    placeholder: "N",
    description: "Largest take accepted; a larger one is a 400 that states it.",
  },
  "default-order": {
    type: "choice",
    choices: ORDERS,
    default: APP_DEFAULTS.defaultOrder,
    description: `order of ${pathOf("v2-occurrences")} when a request has none (by date, ties by id).`,
  },
  "date-offset": {
    type: "string",
    default: APP_DEFAULTS.dateOffset,
    placeholder: "Z|±HH:MM",
    description:
      "Zone in which initialdate and finaldate are whole days, e.g. -03:00 for Brasília.",
  },
  "v1-max-rows": {
    type: "integer",
    min: 1,
    placeholder: "N",
    description:
      "Most rows one /api/v1 list answer carries; X-Total-Count still states how many matched. (default: none, every row)",
  },
  "v1-bounds": {
    type: "choice",
    choices: V1_BOUNDS,
    default: V1_FILTER_DEFAULTS.bounds,
    description:
      'v1 [gt]/[lt] (data_ocorrencia, Populacao): inclusive keeps the bound\'s day (value), as the service\'s v1 documentation says ("greater or equal", "less or equal"); exclusive drops it.',
  },
  "v1-reversed-range": {
    type: "choice",
    choices: V1_REVERSED_RANGES,
    description:
      "A v1 data_ocorrencia range whose [gt] is after its [lt]: empty, or swap (the range between them, as the real service answers). (default: empty in the spec profile, swap in observed)",
  },
  auth: {
    type: "choice",
    choices: AUTH_MODES,
    default: "off",
    description: `required: /api/v1 and /api/v2 data answer 401 without a token from POST ${pathOf("v2-login")} or ${pathOf("v1-login")}. off: any token or none.`,
  },
  credentials: {
    type: "string",
    placeholder: "EMAIL:PASSWORD",
    description:
      "The only email and password login accepts (401 otherwise). (default: any non-empty pair)",
  },
  "token-secret": {
    type: "string",
    placeholder: "TEXT",
    description:
      "Secret that signs tokens; give several mocks the same one so each accepts the others' tokens. Shows in ps: prefer --token-secret-file or $OCCURRENCE_TOKEN_SECRET. (default: random per process; never published)",
  },
  "token-secret-file": {
    type: "string",
    placeholder: "FILE",
    description:
      "Reads the token secret from FILE (its last line break dropped), out of ps's sight; or set $OCCURRENCE_TOKEN_SECRET.",
  },
  "token-ttl": {
    type: "integer",
    min: 1,
    default: 3600,
    placeholder: "SECONDS",
    description: "Lifetime of issued tokens (the expiresIn of the login answer).",
  },
  cors: {
    type: "choice",
    choices: ["on", "off"],
    default: "on",
    description:
      "CORS headers on every answer and 204 answers to preflight requests, for browser apps on other origins.",
  },
  latency: {
    type: "string",
    placeholder: "MS|MIN-MAX",
    description:
      "Delay each /api request: MS, or MIN-MAX drawn per request from the seed (e.g. 100-400). (default: none)",
  },
  "fail-rate": {
    type: "number",
    min: 0,
    max: 1,
    default: 0,
    placeholder: "RATE",
    description:
      "Share of /api requests answered 503, or 429 with Retry-After, drawn per request from the seed (e.g. 0.05).",
  },
  data: {
    type: "string",
    repeat: true,
    placeholder: "PATH...",
    description:
      "Serve these captured answers instead of the generated world: files or folders of v2 /occurrences, /cities and /states answers, records, NDJSON, HAR, proxy recordings, `generate fixtures` folders. Paths after the flags are data paths too.",
  },
  "data-strict": {
    type: "boolean",
    description:
      "With --data: refuse to start (exit 2) when a record breaks the contract or two records share an id with different content, instead of serving them and reporting them.",
  },
  watch: {
    type: "boolean",
    description:
      "With --data: reload when a data file changes; a change that cannot be loaded keeps the last good data and says why.",
  },
  ...maxStreamFlag(
    "With --data: the most read from standard input or a pipe; an input that goes on past it refuses the data (one line, exit 2) instead of filling memory. Files are not capped.",
  ),
  workers: {
    type: "string",
    default: "1",
    placeholder: "N|auto",
    description:
      "Processes serving the same world on the one port (node:cluster); auto: one per core. Each builds the identical seeded world.",
  },
  "answer-cache": {
    type: "integer",
    min: 0,
    max: 65536,
    default: DEFAULT_ANSWER_CACHE_BYTES / MIB,
    placeholder: "MIB",
    description:
      "Memory for whole answers kept for repeated queries (body, gzip and br, least recently used out); 0 turns the cache off. Not used with --latency, --fail-rate or --auth required.",
  },
  quiet: {
    type: "boolean",
    description:
      "No request log (by default one line per request: method, path, status, ms) and no reload lines; the one line printed is the base URL alone (http://HOST:PORT), for scripts.",
  },
  "port-file": {
    type: "string",
    placeholder: "FILE",
    description:
      "Once listening, write the port to FILE: its decimal digits and a newline, nothing else (written whole, then renamed into place); removed when serve stops.",
  },
};
