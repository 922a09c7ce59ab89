import { createHarRecorder } from "./har-recorder";
import { createNdjsonRecorder } from "./ndjson-recorder";
import type { Recorder } from "./recorder";

/** A recorder for a file: HAR 1.2 when the name ends in .har, NDJSON otherwise. */
export function createRecorder(path: string): Promise<Recorder> {
  return path.toLowerCase().endsWith(".har") ? createHarRecorder(path) : createNdjsonRecorder(path);
}
