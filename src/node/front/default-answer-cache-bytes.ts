/** The whole-answer cache's default bound: 64 MiB (`serve --answer-cache`). */
export const DEFAULT_ANSWER_CACHE_BYTES = 64 * 1024 * 1024;
