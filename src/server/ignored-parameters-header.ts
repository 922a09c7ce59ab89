/** The header that names the query parameters the mock ignored (`--unknown-parameters ignore`). */
export const IGNORED_PARAMETERS_HEADER = "X-Ignored-Parameters";
