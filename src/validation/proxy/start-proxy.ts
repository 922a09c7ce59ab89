import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createProxyApp, type ProxyOptions } from "./create-proxy-app";
import { createRecorder } from "./create-recorder";

/** Milliseconds open requests get to finish when the proxy stops. */
export const CLOSE_GRACE_MS = 2000;

/** How to start the proxy. */
export interface StartProxyOptions extends Omit<ProxyOptions, "recorder"> {
  /** Port to listen on; 0 picks a free one. */
  readonly port: number;
  /** Address to listen on. */
  readonly host: string;
  /** Record exchanges to this file: HAR 1.2 when it ends in .har, NDJSON otherwise. */
  readonly record?: string;
}

/** A listening proxy. */
export interface RunningProxy {
  /** `http://host:port`, with the port actually bound. */
  readonly url: string;
  /** Stops listening, ends open connections and completes the recording. */
  close(): Promise<void>;
}

/** Starts the validating proxy; resolves once it listens. */
export async function startProxy(options: StartProxyOptions): Promise<RunningProxy> {
  const recorder = options.record === undefined ? undefined : await createRecorder(options.record);
  const app = createProxyApp({ ...options, recorder });
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(options.port, options.host, (error?: Error) =>
      error === undefined ? resolve(listening) : reject(error),
    );
    listening.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(":") ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}`,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // Requests still running get a moment to finish, then their connections are cut.
      const cut = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
      await closed;
      clearTimeout(cut);
      await recorder?.close();
    },
  };
}
