import { pathOf } from "../contract";
import { redactUrlCredentials, type Redactor } from "../report";
import { profileName, type ProfileChoice as Profile } from "../schemas";
import { randomInt } from "node:crypto";
import { CHECKS, checkGroup, type CheckId } from "./check-catalogue";
import { checkV1Rows, checkV2Resources } from "./checks/check-consistency";
import { checkSeenDates } from "./checks/check-seen-dates";
import { zoneNamed } from "./shown-zone";
import { checkSeenPairs } from "./checks/check-seen-pairs";
import { seenPairs, seenV2Records } from "./checks/seen-pairs";
import { checkRowsAtPlaces } from "./checks/check-rows-at-places";
import { checkEtags } from "./checks/check-etag";
import { LATE_REQUESTS, probeLate } from "./probes/probe-late";
import { wholeV1List } from "./probes/settle-v1-cap";
import { checkItemCountStable } from "./checks/check-item-count-stable";
import { checkNarrowing } from "./checks/check-narrowing";
import { checkNestedIds } from "./checks/check-nested-ids";
import { checkTakeAgreement } from "./checks/check-take-agreement";
import { checkV2DatesZone } from "./checks/check-v2-dates-zone";
import { checkCityState, checkRecordsStable } from "./checks/check-records-across";
import {
  BudgetExhaustedError,
  DeadlinePassedError,
  RunInterruptedError,
  ServerUnreachableError,
  StopConditionMetError,
} from "./errors";
import type { ExchangeView } from "./exchange";
import { answeredAs, failedRequestReason, isUnanswered } from "./failed-answer";
import { DEFAULT_MAX_BODY_BYTES } from "./http-client";
import { createRunContext, type RunClientOptions } from "./create-run-context";
import { Ledger } from "./ledger";
import { witnessedBy } from "./outcome";
import { nonEmptyEvidence } from "./answer-evidence";
import { SeededRandom } from "../seeded-random";
import { discoverV2, type V2Discovery } from "./probes/discover-v2";
import type { SmallSet } from "./probes/find-small-set";
import { probeCross } from "./probes/probe-cross";
import { probeV1, type V1Findings } from "./probes/probe-v1";
import { probeV2Cities } from "./probes/probe-v2-cities";
import { probeV2Filters } from "./probes/probe-v2-filters";
import { probeV2Partitions } from "./probes/probe-v2-partitions";
import { probeV2Parts } from "./probes/probe-v2-parts";
import { probeV2Observations } from "./probes/probe-v2-observations";
import { probeV2SmallSet } from "./probes/probe-v2-small-set";
import { probeV2Ties } from "./probes/probe-v2-ties";
import { probeV2Depth } from "./probes/probe-v2-depth";
import { ORACLE_RULES } from "./checks/check-oracle";
import { buildRunOracle, type OracleBuilder } from "./oracle/build-run-oracle";
import { runOraclePhase } from "./oracle/run-oracle-phase";
import type { ApiState, ConformanceReport } from "./report";

/** Which API versions to test. */
export const API_CHOICES = ["v1", "v2", "all"] as const;
/** Which API versions to test: one, or `all` (every version the server serves). */
export type ApiChoice = (typeof API_CHOICES)[number];

/** Defaults of the options, also shown by the CLI. */
export const CONFORMANCE_DEFAULTS = {
  api: "all",
  maxRequests: 600,
  concurrency: 4,
  timeoutMs: 10_000,
  retryAfterCapMs: 30_000,
  maxBodyBytes: DEFAULT_MAX_BODY_BYTES,
  deadlineMs: 300_000,
} as const;

/** Where the run stands, for a progress display. */
export interface ConformanceProgress {
  readonly phase: string;
  readonly sent: number;
  readonly maxRequests: number;
}

/** How to run the suite. */
export interface ConformanceOptions {
  /** Base URL of the server; /api/v1 and /api/v2 are added. */
  readonly baseUrl: string;
  /** Which versions to test (default all: those the server serves). */
  readonly api?: ApiChoice;
  /** Bearer token sent on every request. */
  readonly token?: string;
  /** Credentials to log in with when the server answers 401. */
  readonly email?: string;
  readonly password?: string;
  /** Seed of the filter draws (default: random, printed in the report). */
  readonly seed?: number;
  /** The most requests sent (default 600). */
  readonly maxRequests?: number;
  /** The most requests in flight (default 4). */
  readonly concurrency?: number;
  /** Per-request timeout in ms (default 10000). */
  readonly timeoutMs?: number;
  /**
   * The longest wait a 429's Retry-After may impose, in ms (default 30000); a longer demand
   * stops the run (RunStoppedError).
   */
  readonly retryAfterCapMs?: number;
  /**
   * The largest body read, in bytes (default 64 MB); a larger one is a finding, read no further.
   */
  readonly maxBodyBytes?: number;
  /**
   * The whole run's time limit in ms (default 300000); past it the run stops and reports what it
   * has, cut off (incomplete).
   */
  readonly deadlineMs?: number;
  /**
   * Interrupts the run (the CLI aborts it on SIGINT or SIGTERM; its reason, e.g. `SIGINT`, is
   * named): no request is sent after, and the report of what was done is returned, cut off.
   */
  readonly signal?: AbortSignal;
  /** Also fail fields the spec does not list. */
  readonly strict?: boolean;
  /** The profile schemas are checked against (default spec; observed: known departures pass). */
  readonly profile?: Profile;
  /**
   * The run's secrets (report/redactor): the run adds the token, the password, the base URL's
   * credentials and the tokens its logins are answered, for the writers to redact; pass the same
   * one to renderConformanceReport. Default: the run's own.
   */
  readonly redactor?: Redactor;
  /** Called as requests go out and phases change. */
  readonly onProgress?: (progress: ConformanceProgress) => void;
  /** Sends the requests instead of the global fetch (tests answer in process with it). */
  readonly fetch?: typeof fetch;
  /**
   * Internal: whether the oracle phase (the settled choices, the mirror and the differential
   * run) runs; default true. Off (tests of the probes alone), its rules are not applicable.
   */
  readonly differential?: boolean;
  /** Internal: builds the oracle of the phase (tests give their own); default buildRunOracle. */
  readonly buildOracle?: OracleBuilder;
  /**
   * Internal: asked at each phase's start with the checks failed so far; true ends the run there,
   * cut short (its report has what it found: verdict fails when a check failed). Tests that only
   * ask whether some rule failed stop once it has.
   */
  readonly stopWhen?: (failed: readonly CheckId[]) => boolean;
}

/** Why the differential run's rules do not apply when the phase is off. */
const DIFFERENTIAL_OFF = "the oracle phase (differential run) is off for this run";

/**
 * Why an error ends the run early with a report (the budget spent, the deadline passed, an
 * interrupt), or undefined for an error that ends it without one.
 */
function cutShortReason(
  error: unknown,
  maxRequests: number,
  phase: string,
): { readonly reason: string; readonly notRun: string } | undefined {
  if (error instanceof BudgetExhaustedError)
    return {
      reason: `the request budget (--max-requests ${maxRequests}) ran out during "${phase}"`,
      notRun: "the request budget ran out",
    };
  if (error instanceof DeadlinePassedError)
    return { reason: `${error.message} during "${phase}"`, notRun: "the --deadline passed" };
  if (error instanceof RunInterruptedError)
    return { reason: `${error.message} during "${phase}"`, notRun: "the run was interrupted" };
  if (error instanceof StopConditionMetError)
    return { reason: `${error.message} before "${phase}"`, notRun: "the run stopped early" };
  return undefined;
}

/**
 * Requests kept beside the late probes' own for their failed attempts tried again (a server
 * failing now and then): the run stays within --max-requests.
 */
const LATE_RETRIES = 2;

/** The differential run's own stream of draws from the run's seed (the probes' draws apart). */
const ORACLE_STREAM = 35;

function isServed(exchange: ExchangeView): boolean {
  return ![0, 404, 405, 501].includes(exchange.status);
}

/**
 * Runs the conformance suite against a server and returns the report. A run cut short (the
 * request budget spent, the deadline passed, the `signal` aborted) returns the report of what it
 * did, cut off (verdict incomplete unless a check already failed). Throws ServerUnreachableError
 * when the first request gets no answer, AuthenticationError when a token is needed and none can
 * be had, and RunStoppedError when the server keeps it from ending in bounded time (Retry-After
 * past the cap, 429 without end); every other problem of the server itself is a finding.
 */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const started = new Date();
  const seed = options.seed ?? randomInt(1, 2 ** 31 - 1);
  const maxRequests = options.maxRequests ?? CONFORMANCE_DEFAULTS.maxRequests;
  const strict = options.strict ?? false;
  const api = options.api ?? CONFORMANCE_DEFAULTS.api;
  const ledger = new Ledger();
  const differential = options.differential ?? true;
  let phase = "connect";
  const progress = (sent: number): void => options.onProgress?.({ phase, sent, maxRequests });
  const clientOptions: RunClientOptions = {
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs ?? CONFORMANCE_DEFAULTS.timeoutMs,
    maxRequests,
    concurrency: options.concurrency ?? CONFORMANCE_DEFAULTS.concurrency,
    retryAfterCapMs: options.retryAfterCapMs ?? CONFORMANCE_DEFAULTS.retryAfterCapMs,
    maxBodyBytes: options.maxBodyBytes ?? CONFORMANCE_DEFAULTS.maxBodyBytes,
    deadlineMs: options.deadlineMs ?? CONFORMANCE_DEFAULTS.deadlineMs,
    ...(options.token === undefined ? {} : { token: options.token }),
    ...(options.email !== undefined && options.password !== undefined
      ? { credentials: { email: options.email, password: options.password } }
      : {}),
    ...(options.redactor === undefined ? {} : { redactor: options.redactor }),
    onExchange: (_exchange, sent) => progress(sent),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  };
  const ctx = createRunContext(clientOptions, {
    ledger,
    prng: new SeededRandom(seed),
    strict,
    profile: options.profile ?? "spec",
    onPhase: (name) => {
      phase = name;
      progress(client.sent);
      if (options.stopWhen?.(ledger.failedChecks()) === true)
        throw new StopConditionMetError("the caller's stop condition held");
    },
  });
  const { client } = ctx;

  const reach = async (path: string): Promise<ExchangeView> => {
    // The first request, tried again once when reset: no answer means the server is unreachable.
    const first = client.sent === 0;
    const exchange = await client.get(path);
    if (exchange.status === 0 && first) {
      throw new ServerUnreachableError(
        `cannot reach ${redactUrlCredentials(options.baseUrl)}: ${exchange.error ?? "no answer"}`,
      );
    }
    return exchange;
  };
  // A run cut short (budget, deadline, interrupt) still reports what it has: cut off, incomplete.
  let cutOff = false;
  const cutShort = (error: unknown): void => {
    const cut = cutShortReason(error, maxRequests, phase);
    if (cut === undefined) throw error;
    ledger.note(`${cut.reason}; later checks did not run`);
    ledger.cutOff(cut.reason);
    cutOff = true;
    for (const check of CHECKS) ledger.notRun(check.id, cut.notRun);
  };
  let v2Root: ExchangeView | undefined;
  let v1Root: ExchangeView | undefined;
  let connected = false;
  try {
    v2Root = api === "v1" ? undefined : await reach(pathOf("v2-cities"));
    v1Root = api === "v2" ? undefined : await reach(pathOf("v1-cities"));
    connected = true;
  } catch (error) {
    cutShort(error);
  }
  const noneServed = [v2Root, v1Root].every((root) => root === undefined || !isServed(root));
  const tested = (root: ExchangeView | undefined): boolean =>
    root !== undefined && (api !== "all" || noneServed || isServed(root));
  const apis: { v1: ApiState; v2: ApiState } = {
    v2: v2Root === undefined ? "not tested" : tested(v2Root) ? "served" : "not served",
    v1: v1Root === undefined ? "not tested" : tested(v1Root) ? "served" : "not served",
  };
  // Cut off while connecting: what is not known is not run (the cut's reason), not left out.
  for (const [version, root] of !connected
    ? []
    : ([
        ["v1", v1Root],
        ["v2", v2Root],
      ] as const)) {
    const reason =
      root === undefined
        ? `--api ${api}`
        : apis[version] === "not served"
          ? `${version} not served (GET /api/${version}/cities: ${answeredAs(root)})`
          : undefined;
    if (reason === undefined) continue;
    if (root !== undefined)
      ledger.observe({
        topic: "versions",
        text: `API ${version}: not served (GET /api/${version}/cities answered ${answeredAs(root)})`,
        exchange: root,
      });
    for (const check of CHECKS) {
      if (checkGroup(check.id) !== version) continue;
      // --api leaves a version out on purpose: its checks do not apply; a version the server
      // does not serve leaves them not run (the run is incomplete).
      if (root === undefined) ledger.notApplicable(check.id, reason);
      else ledger.notRun(check.id, reason);
    }
  }
  if (connected && (apis.v1 !== "served" || apis.v2 !== "served")) {
    for (const check of CHECKS) {
      // v1's zone is established against v2: like the cross-version checks, it needs both.
      if (checkGroup(check.id) !== "cross" && check.id !== "v1.dates.zone") continue;
      if (api !== "all") ledger.notApplicable(check.id, `--api ${api}`);
      else ledger.notRun(check.id, "needs both versions served");
    }
  }

  // A version's cities list that failed (5xx, no answer) leaves its checks not run for that reason.
  for (const [version, root] of [
    ["v1", v1Root],
    ["v2", v2Root],
  ] as const) {
    if (root === undefined || apis[version] !== "served" || !isUnanswered(root)) continue;
    const reason = failedRequestReason(`GET ${root.path}`, root);
    for (const check of CHECKS) {
      const group = checkGroup(check.id);
      // v1's zone is established against v2, like the cross-version checks.
      const needs =
        group === version ||
        group === "cross" ||
        (version === "v2" && check.id === "v1.dates.zone");
      if (needs) ledger.notRun(check.id, reason);
    }
  }

  // A profile folder's settings: v1Bounds is judged (v1.filter.dates); no rule holds the others
  // (the spec is silent on them), so they are stated beside what the server is observed to do.
  const settings = typeof options.profile === "object" ? options.profile.settings : undefined;
  const stated = Object.entries(settings ?? {}).filter(
    ([name]) => name !== "evidence" && name !== "undecided" && name !== "v1Bounds",
  );
  if (stated.length > 0) {
    ledger.observe({
      topic: "profile-settings",
      text: `settings.json of ${profileName(options.profile ?? "spec")} states ${stated.map(([name, value]) => `${name} ${String(value)}`).join(", ")}: observed, not judged (compare with the observations)`,
    });
  }

  // Cut off while connecting: nothing was probed, and nothing is judged.
  if (connected) {
    try {
      let discovery: V2Discovery | undefined;
      let set: SmallSet | undefined;
      let setMissing: string | undefined;
      if (v2Root !== undefined && apis.v2 === "served") {
        ctx.answered("v2-cities", v2Root);
        discovery = await discoverV2(ctx, v2Root);
        await probeV2Filters(ctx, discovery);
        await probeV2Partitions(ctx, discovery);
        const small = await probeV2SmallSet(ctx, discovery);
        set = "missing" in small ? undefined : small;
        setMissing = "missing" in small ? small.missing : undefined;
        await probeV2Parts(ctx, discovery, set);
        await probeV2Cities(ctx, discovery);
        await probeV2Observations(ctx, discovery, set);
        await probeV2Ties(ctx);
        await probeV2Depth(ctx);
      }
      let v1: V1Findings | undefined;
      if (v1Root !== undefined && apis.v1 === "served") {
        ctx.answered("v1-cities", v1Root);
        const preferred = discovery?.cities.find((city) => city.id === set?.cityId)?.name;
        v1 = await probeV1(ctx, v1Root, preferred);
      }
      if (discovery !== undefined && v1 !== undefined)
        await probeCross(ctx, discovery, set, v1, setMissing);
      if (differential)
        await runOraclePhase(ctx, {
          build: options.buildOracle ?? buildRunOracle,
          served: { v1: v1 !== undefined, v2: discovery !== undefined },
          prng: new SeededRandom([seed, ORACLE_STREAM]),
          // The late probes' requests are kept out of the differential run's budget.
          requestsLeft: maxRequests - client.sent - LATE_REQUESTS - LATE_RETRIES,
        });
      await probeLate(ctx, discovery, v1);
    } catch (error) {
      cutShort(error);
    } finally {
      ledger.add(checkItemCountStable(ctx.v2Occurrences));
      if (v2Root !== undefined && apis.v2 === "served")
        ledger.add([checkTakeAgreement(ctx.v2Occurrences), checkNarrowing(ctx.v2Occurrences)]);
      const resources = [
        v2Root === undefined || apis.v2 !== "served"
          ? undefined
          : checkV2Resources(v2Root, ctx.v2Occurrences),
        v1Root === undefined || apis.v1 !== "served"
          ? undefined
          : checkV1Rows(v1Root, ctx.v1Occurrences),
      ];
      const bothServed =
        v2Root !== undefined &&
        apis.v2 === "served" &&
        v1Root !== undefined &&
        apis.v1 === "served";
      const v2Seen = bothServed ? seenV2Records(ctx.v2Occurrences) : [];
      const pairs = bothServed ? seenPairs(v2Seen, ctx.v1Occurrences) : [];
      const zone = ctx.learned.v1Zone;
      // The unfiltered v1 list with coordinates (read to settle the cap), when it is whole.
      const v1Whole = wholeV1List(ctx.v1Occurrences, "latitude_ocorrencia", ctx.learned.v1Cap);
      ledger.add(
        [
          checkSeenPairs(pairs),
          zone === undefined || pairs.length === 0
            ? undefined
            : checkSeenDates(pairs, zoneNamed(zone)),
          pairs.length === 0 || v1Whole === undefined
            ? undefined
            : checkRowsAtPlaces(v2Seen, v1Whole),
        ].filter((checked) => checked !== undefined),
      );
      for (const [check, version, root, answers] of [
        ["v2.etag", "v2", v2Root, ctx.v2Occurrences],
        ["v1.etag", "v1", v1Root, ctx.v1Occurrences],
      ] as const) {
        if (root === undefined || apis[version] !== "served") continue;
        const etags = checkEtags(check, [root, ...answers]);
        if (etags === undefined) ledger.notApplicable(check, "no answer carried an ETag");
        else ledger.add([etags]);
      }
      if (v2Root !== undefined && apis.v2 === "served") {
        const cityState = checkCityState(v2Root, ctx.v2Occurrences);
        ledger.add([
          ...(cityState === undefined ? [] : [cityState]),
          checkRecordsStable(ctx.v2Occurrences),
          checkNestedIds(ctx.v2Occurrences),
          checkV2DatesZone(ctx.v2Occurrences),
        ]);
      }
      ledger.add(
        witnessedBy(
          resources.flatMap((item) => (item === undefined ? [] : [item])),
          nonEmptyEvidence(
            [...ctx.v2Occurrences, ...ctx.v1Occurrences],
            1,
            "no occurrence was listed to compare with the cities",
          ),
        ),
      );
    }
  }

  const { events } = client;
  if (events.logins.length > 0) {
    ledger.observe({
      topic: "auth",
      text: `authentication: the server asked for a token (HTTP 401); logins: ${events.logins.join(", ")}`,
    });
  } else if (options.token !== undefined) {
    ledger.observe({ topic: "auth", text: "authentication: the --token was accepted" });
  }
  if (events.rateLimited > 0) {
    ledger.observe({
      topic: "rate-limit",
      text: `rate limiting: ${events.rateLimited} answer(s) HTTP 429; waited ${(events.waitedMs / 1000).toFixed(1)} s in total as Retry-After asked`,
    });
  }
  // Last, so that a reason stated on the way (--api, a version not served) is the one shown; a
  // run cut short leaves every check not run, these too.
  if (!differential && !cutOff)
    for (const check of Object.values(ORACLE_RULES)) ledger.notApplicable(check, DIFFERENTIAL_OFF);
  return ledger.report({
    baseUrl: redactUrlCredentials(options.baseUrl),
    seed,
    strict,
    profile: profileName(options.profile ?? "spec"),
    apis,
    startedAt: started,
    durationMs: Date.now() - started.getTime(),
    requests: client.sent,
    maxRequests,
  });
}
