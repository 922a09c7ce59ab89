import type { AuthTokenResponse } from "../../generated/types";
import type { AuthOptions } from "./auth-options";
import { issueToken } from "./issue-token";

/** The messages of the v2 login and refresh answers. */
export const V2_TOKEN_MESSAGES = { login: "Login successful", refresh: "Token refreshed" } as const;

/** The v2 login and refresh answer (schemas/v2/auth-token-response.json) with a new token. */
export async function v2TokenBody(
  msg: string,
  email: string,
  options: AuthOptions,
): Promise<AuthTokenResponse> {
  return { msg, msgCode: "success", code: 201, data: await issueToken(email, options) };
}
