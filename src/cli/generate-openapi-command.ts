import { buildOpenApiDocument } from "../openapi";
import type { Command } from "./command";
import { GENERATE_OPENAPI_FLAGS, parseGenerateOpenapiPlan } from "./generate-openapi-plan";
import { formatFlagHelp } from "./parse-flags";
import { shownText } from "./run-secrets";
import { UsageError } from "./usage-error";
import { writeOutFile } from "./write-out-file";

/** `generate openapi`: writes the OpenAPI 3.1 document generated from the schemas. */
export const generateOpenapiCommand: Command = {
  summary: "Write the OpenAPI 3.1 document generated from the schemas",
  usage: [
    "usage: occurrence-contract generate openapi --out FILE [--server-url URL] [--auth off|required]",
    "",
    "Writes the OpenAPI 3.1 document of both API versions, generated from schemas/ (the mock",
    "serves the same document at /openapi.json).",
    "",
    formatFlagHelp(GENERATE_OPENAPI_FLAGS),
  ].join("\n"),
  async run(argv) {
    const plan = parseGenerateOpenapiPlan(argv);
    if (plan instanceof UsageError) throw plan;
    const { out, options } = plan;
    const document = buildOpenApiDocument(options);
    const text = `${JSON.stringify(document, null, 2)}\n`;
    if (out === "-") {
      process.stdout.write(text);
      return 0;
    }
    await writeOutFile(out, text);
    console.log(shownText(`wrote ${out}`));
    return 0;
  },
};
