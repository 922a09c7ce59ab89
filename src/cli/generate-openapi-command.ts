import { buildOpenApiDocument, type OpenApiOptions } from "../openapi";
import { AUTH_MODES } from "../server/auth";
import type { Command } from "./command";
import { formatFlagHelp, parseFlags, type FlagSpecs } from "./parse-flags";
import { UsageError } from "./usage-error";
import { writeOutFile } from "./write-out-file";

const FLAGS: FlagSpecs = {
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

/** `generate openapi`: writes the OpenAPI 3.1 document generated from the schemas. */
export const generateOpenapiCommand: Command = {
  summary: "Write the OpenAPI 3.1 document generated from the schemas",
  usage: [
    "usage: occurrence-contract generate openapi --out FILE [--server-url URL] [--auth off|required]",
    "",
    "Writes the OpenAPI 3.1 document of both API versions, generated from schemas/ (the mock",
    "serves the same document at /openapi.json).",
    "",
    formatFlagHelp(FLAGS),
  ].join("\n"),
  async run(argv) {
    const { flags } = parseFlags(argv, FLAGS);
    const out = String(flags.out);
    const serverUrl = flags["server-url"];
    if (typeof serverUrl === "string" && !URL.canParse(serverUrl)) {
      throw new UsageError(`--server-url must be an absolute URL, got "${serverUrl}"`);
    }
    const options: OpenApiOptions = {
      ...(typeof serverUrl === "string" ? { serverUrl } : {}),
      ...(flags.auth === "required" || flags.auth === "off" ? { auth: flags.auth } : {}),
    };
    const document = buildOpenApiDocument(options);
    const text = `${JSON.stringify(document, null, 2)}\n`;
    if (out === "-") {
      process.stdout.write(text);
      return 0;
    }
    await writeOutFile(out, text);
    console.log(`wrote ${out}`);
    return 0;
  },
};
