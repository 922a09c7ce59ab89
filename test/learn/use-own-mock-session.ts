import type { Breakage } from "../conformance/broken/break-handler";
import { mockHandler } from "../conformance/broken/mock-handlers";
import { createTempDir } from "../validation/temp-dir";
import { recordedHar } from "./learn-json";
import { ownMockSession } from "./own-mock-session";
import type { SessionRequest } from "./record-session";

/** What a learn test file gets from useOwnMockSession. */
export interface OwnMockSession {
  /** The file's temp folder (removed after its tests). */
  readonly temp: ReturnType<typeof createTempDir>;
  /** The session asked of the small world's core (set in beforeAll). */
  readonly session: () => readonly SessionRequest[];
  /**
   * The session recorded against the small world's core with a breakage in front, as a HAR file.
   */
  readonly recorded: (
    name: string,
    breakage: Breakage,
  ) => Promise<{ path: string; urls: string[] }>;
}

/**
 * For the calling test file: a temp folder, and the own-mock session asked once in beforeAll
 * (its own hook timeout: the small world is built there, not inside a test's 5 s).
 */
export function useOwnMockSession(prefix: string): OwnMockSession {
  const temp = createTempDir(prefix);
  afterAll(() => temp.remove());
  let session: SessionRequest[] = [];
  beforeAll(async () => {
    session = await ownMockSession(mockHandler("small"));
  }, 60_000);
  return {
    temp,
    session: () => session,
    recorded: (name, breakage) =>
      recordedHar((file, text) => temp.write(file, text), session, name, breakage),
  };
}
