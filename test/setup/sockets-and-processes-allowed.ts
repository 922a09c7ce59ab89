import childProcess from "node:child_process";
import net from "node:net";
import { ORIGINALS } from "./originals";

/**
 * The e2e tier opens sockets and starts processes: should a fast-tier file run earlier in this
 * jest worker have failed to put Node's functions back, they are put back here.
 */
const saved = ORIGINALS.value;
if (saved !== undefined) {
  net.Server.prototype.listen = saved.listen;
  Object.assign(childProcess, saved.childProcess);
}
