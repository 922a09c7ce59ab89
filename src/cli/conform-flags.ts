import { API_ROOT, API_VERSIONS, apiBase } from "../contract";
import {
  API_CHOICES,
  CONFORMANCE_DEFAULTS,
  CONFORMANCE_FILE_NAMES,
  CONFORMANCE_REPORTERS,
} from "../conformance";
import { BASELINE_FLAGS } from "./baseline-file";
import { outFlag } from "./out-flag";
import type { FlagSpecs } from "./parse-flags";

/** The flags of `occurrence-contract conform`, with their defaults and limits (also its --help). */
export const CONFORM_FLAGS: FlagSpecs = {
  "base-url": {
    type: "string",
    placeholder: "URL",
    description: `Base URL of the server under test, up to (not including) ${API_ROOT}, e.g. http://127.0.0.1:3000 or https://host/prefix (required); one ending in ${API_VERSIONS.map(apiBase).join(" or ")} is refused with the URL to pass.`,
  },
  api: {
    type: "choice",
    choices: API_CHOICES,
    default: CONFORMANCE_DEFAULTS.api,
    description: "Versions to test; all tests every version the server serves.",
  },
  token: {
    type: "string",
    placeholder: "TOKEN",
    description: "Bearer token sent on every request.",
  },
  email: {
    type: "string",
    placeholder: "EMAIL",
    description: "Log in with this email (and --password) when the server answers 401.",
  },
  password: { type: "string", placeholder: "PASSWORD", description: "Password for --email." },
  seed: {
    type: "integer",
    min: 0,
    max: 2 ** 31 - 1,
    placeholder: "N",
    description: "Seed of the filter draws; the report prints the seed used (default: random).",
  },
  "max-requests": {
    type: "integer",
    min: 10,
    default: CONFORMANCE_DEFAULTS.maxRequests,
    placeholder: "N",
    description: "The most requests sent, retries and logins included.",
  },
  concurrency: {
    type: "integer",
    min: 1,
    max: 64,
    default: CONFORMANCE_DEFAULTS.concurrency,
    placeholder: "N",
    description: "The most requests in flight at once.",
  },
  timeout: {
    type: "integer",
    min: 100,
    default: CONFORMANCE_DEFAULTS.timeoutMs,
    placeholder: "MS",
    description: "Per-request timeout in milliseconds.",
  },
  "max-body": {
    type: "integer",
    min: 1024,
    default: CONFORMANCE_DEFAULTS.maxBodyBytes,
    placeholder: "BYTES",
    description:
      "The largest body read (after decompression); a larger one is a finding (body larger than BYTES bytes) and is read no further.",
  },
  "max-wait": {
    type: "integer",
    min: 0,
    default: CONFORMANCE_DEFAULTS.retryAfterCapMs / 1000,
    placeholder: "SECONDS",
    description:
      "The longest wait a 429's Retry-After may ask, in seconds; a longer demand stops the run (exit 2).",
  },
  deadline: {
    type: "integer",
    min: 1,
    default: CONFORMANCE_DEFAULTS.deadlineMs / 1000,
    placeholder: "SECONDS",
    description:
      "Time limit of the whole run, in seconds; past it the run stops and writes the report it has, cut off (exit 3: incomplete, unless a check already failed: exit 1).",
  },
  strict: { type: "boolean", description: "Also fail fields the spec does not list." },
  quiet: {
    type: "boolean",
    description:
      "No progress on standard error (by default: a live line on a terminal; otherwise a line per phase and at least every 5 s).",
  },
  ...BASELINE_FLAGS,
  profile: {
    type: "string",
    placeholder: "spec|observed|DIR",
    default: "spec",
    description:
      "spec: the documents; a body with a known departure of the real service fails, the departure named. observed: the known departures (schemas/departures/) pass. DIR: the spec plus the overlays in DIR (as learn --write-departures writes them) pass.",
  },
  reporter: {
    type: "choice",
    choices: CONFORMANCE_REPORTERS,
    repeat: true,
    default: "console",
    description:
      "Report format: console (grouped, for people), json, junit (one testcase per check), html (one self-contained page).",
  },
  out: outFlag(CONFORMANCE_FILE_NAMES),
};
