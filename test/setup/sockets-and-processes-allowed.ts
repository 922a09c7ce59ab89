import childProcess from "node:child_process";
import net from "node:net";
import { ORIGINALS } from "./originals";

/**
 * The e2e tier opens sockets and starts processes: should a fast-tier file run earlier in this
 * jest worker have failed to put Node's functions back, they are put back here.
 */
const saved = ORIGINALS.value;

/**
 * The tier's time per test (a test may say more). Set here, not by the config's `testTimeout`:
 * jest reads that only from the run's own config, so under `npm run test:all` (the two tiers as
 * projects of one run) every e2e test had jest's default 5 s instead.
 */
jest.setTimeout(60_000);

if (saved !== undefined) {
  net.Server.prototype.listen = saved.listen;
  Object.assign(childProcess, saved.childProcess);
}
