export { createOracle } from "./create-oracle";
export type { Mirror, MirrorRecord, MirrorWindow } from "./mirror";
export { MIRROR_LIMITS } from "./mirror-limits";
export type { Difference, Expectation, Expected, Oracle, OracleRequest } from "./oracle";
export { readMirror, type ReadMirrorOptions } from "./read-mirror";
export type { ServerChoices, Zone } from "./server-choices";
export { isUnread, type Unread } from "./unread";
