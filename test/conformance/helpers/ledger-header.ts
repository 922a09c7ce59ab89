/** The run header a Ledger's report is made with in the report and coverage tests. */
export function ledgerHeader() {
  return {
    baseUrl: "http://s",
    seed: 1,
    strict: false,
    profile: "spec" as const,
    apis: { v1: "served", v2: "served" } as const,
    startedAt: new Date(0),
    durationMs: 0,
    requests: 0,
    maxRequests: 1,
  };
}
