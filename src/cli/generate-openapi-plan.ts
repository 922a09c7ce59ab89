import type { OpenApiOptions } from "../openapi";
import { AUTH_MODES } from "../server/options-entry";
import type { FlagSpecs } from "./parse-flags";
import { readPlan } from "./read-plan";
import { UsageError } from "./usage-error";

/** The flags of `occurrence-contract generate openapi` (also its --help). */
export const GENERATE_OPENAPI_FLAGS: FlagSpecs = {
  out: {
    type: "string",
    placeholder: "FILE",
    required: true,
    description:
      "File to write the OpenAPI 3.1 document to (JSON), or - for standard output. Required.",
  },
  "server-url": {
    type: "string",
    placeholder: "URL",
    description:
      "Server URL the document names (servers[0].url); / (the server that serves it) when absent.",
  },
  auth: {
    type: "choice",
    choices: AUTH_MODES,
    description:
      "The token rule the document states, as serve --auth: required makes the bearer token required on the data endpoints; off (or absent) optional.",
  },
};

/** A checked `generate openapi` command line: the document's options and where it goes. */
export interface GenerateOpenapiPlan {
  /** --out: the file, or `-` for standard output. */
  readonly out: string;
  /** The options the document is built with (--server-url, --auth). */
  readonly options: OpenApiOptions;
}

/**
 * Reads a `generate openapi` command line into a plan, building and writing nothing: every flag
 * checked. A mistake is the UsageError (one line, naming the flag) as a value.
 */
export function parseGenerateOpenapiPlan(
  argv: readonly string[],
): GenerateOpenapiPlan | UsageError {
  return readPlan(argv, GENERATE_OPENAPI_FLAGS, ({ flags }) => {
    const serverUrl = flags["server-url"];
    if (typeof serverUrl === "string" && !URL.canParse(serverUrl)) {
      throw new UsageError(`--server-url must be an absolute URL, got "${serverUrl}"`);
    }
    return {
      out: String(flags.out),
      options: {
        ...(typeof serverUrl === "string" ? { serverUrl } : {}),
        ...(flags.auth === "required" || flags.auth === "off" ? { auth: flags.auth } : {}),
      },
    };
  });
}
