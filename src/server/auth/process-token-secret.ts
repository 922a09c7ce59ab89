import { base64url } from "./base64url";

/**
 * The secret that signs the mock's tokens when none is given (`tokenSecret`, `serve
 * --token-secret`): 32 random bytes drawn once per process by Web Crypto, so every app and every
 * set of MSW handlers in one process accept each other's tokens, while no one outside can forge
 * one (the seed, which /__world publishes, says nothing of it). A restarted process refuses the
 * tokens of the last one. Never published: no answer, log or report carries it.
 */
export const PROCESS_TOKEN_SECRET: string = base64url(
  globalThis.crypto.getRandomValues(new Uint8Array(32)),
);
