import {
  breakHandler,
  passThrough,
  toCoreRequest,
  type Breakage,
  type JsonRequest,
} from "./break-handler";
import { BROKEN_SERVERS, SPEC_SILENT_SERVERS } from "./catalogue";
import { joinChunks } from "./in-process-fetch";
import { mockHandler } from "./mock-handlers";
import { probeRequests } from "./probe-requests";
import type { ServerVariant, WorldName } from "./broken-server";

/** What a server answers to each probe request: status and body text. */
async function answersOf(
  breakage: Breakage,
  variant: ServerVariant,
  requests: readonly JsonRequest[],
): Promise<string[]> {
  const handler = breakHandler(
    mockHandler(variant.world ?? "small", "spec", variant.settings),
    breakage,
  );
  const texts: string[] = [];
  for (const request of requests) {
    const answer = await handler(toCoreRequest(request));
    texts.push(`${answer.status} ${new TextDecoder().decode(joinChunks(answer.body))}`);
  }
  return texts;
}

const probes = new Map<string, Promise<JsonRequest[]>>();

/** The probe set of a world, built once. */
function probesOf(world: WorldName): Promise<JsonRequest[]> {
  let requests = probes.get(world);
  if (requests === undefined) {
    requests = probeRequests(mockHandler(world));
    probes.set(world, requests);
  }
  return requests;
}

const honestAnswers = new Map<string, Promise<string[]>>();

/** The honest mock's answers to the probe set of a server's world and settings, asked once. */
async function honestOf(server: ServerVariant): Promise<string[]> {
  const world = server.world ?? "small";
  const key = `${world}/${JSON.stringify(server.settings ?? {})}`;
  let answers = honestAnswers.get(key);
  if (answers === undefined) {
    answers = probesOf(world).then((requests) => answersOf(passThrough, server, requests));
    honestAnswers.set(key, answers);
  }
  return answers;
}

// Each test asks a probe set of some hundred requests once, in process. The worlds, their probe
// sets and the honest answers are made once, before the tests (the default world's take seconds
// on a busy machine), and shared.
beforeAll(async () => {
  await Promise.all(BROKEN_SERVERS.map((server) => honestOf(server)));
}, 60_000);

describe("each broken server changes some answer of a fixed probe set (the harness breaks what it says)", () => {
  test.each(BROKEN_SERVERS.map((server) => [server.name, server] as const))(
    "%s",
    async (_name, server) => {
      const requests = await probesOf(server.world ?? "small");
      const honest = await honestOf(server);
      const broken = await answersOf(server.make(), server, requests);
      const changed = requests.filter((_request, i) => honest[i] !== broken[i]);
      expect(changed.length).toBeGreaterThan(0);
    },
  );
});

describe("the breakage layer itself changes nothing", () => {
  test("the honest mock through the layer answers every probe as the core does", async () => {
    const [honest] = SPEC_SILENT_SERVERS;
    if (honest === undefined) throw new Error("no spec-silent server");
    const core = mockHandler("small");
    const requests = await probesOf("small");
    const direct: string[] = [];
    for (const request of requests) {
      const answer = await core(toCoreRequest(request));
      direct.push(
        `${answer.status} ${JSON.stringify(JSON.parse(new TextDecoder().decode(joinChunks(answer.body))))}`,
      );
    }
    expect(await answersOf(honest.make(), honest, requests)).toEqual(direct);
  });
});
