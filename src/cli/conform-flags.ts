import { API_ROOT, API_VERSIONS, apiBase } from "../contract";
import {
  API_CHOICES,
  CONFORMANCE_DEFAULTS,
  CONFORMANCE_FILE_NAMES,
  CONFORMANCE_REPORTERS,
} from "../conformance";
import { BASELINE_FLAGS } from "./baseline-file";
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
  token: { type: "string", placeholder: "T", description: "Bearer token sent on every request." },
  email: {
    type: "string",
    placeholder: "E",
    description: "Log in with this email (and --password) when the server answers 401.",
  },
  password: { type: "string", placeholder: "P", description: "Password for --email." },
  seed: {
    type: "integer",
    min: 0,
    max: 2 ** 31 - 1,
    placeholder: "S",
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
    placeholder: "C",
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
    placeholder: "S",
    description:
      "The longest wait a 429's Retry-After may ask, in seconds; a longer demand stops the run (exit 2).",
  },
  deadline: {
    type: "integer",
    min: 1,
    default: CONFORMANCE_DEFAULTS.deadlineMs / 1000,
    placeholder: "S",
    description: "Time limit of the whole run, in seconds; past it the run stops (exit 2).",
  },
  strict: { type: "boolean", description: "Also fail fields the spec does not list." },
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
  out: {
    type: "string",
    placeholder: "PATH",
    description: `Write the report to this file instead of standard output; with several --reporter, PATH is a folder that receives ${Object.values(CONFORMANCE_FILE_NAMES).join(", ")}. The summary line still goes to standard output.`,
  },
};
