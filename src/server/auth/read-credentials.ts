import type { ParameterProblem } from "../../generated/types";
import { ApiError } from "../errors";
import type { AuthOptions } from "./auth-options";

function field(body: unknown, name: string): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === "string" && value !== "" ? value : undefined;
}

const ACCEPTED = "a non-empty string, as a JSON, urlencoded or multipart form field";

/**
 * Reads email and password from a login body (JSON, urlencoded or multipart form). A missing
 * field is a 400 naming it as a body field (invalid_body_field);
 * credentials other than the configured ones are a 401, as the real service answers.
 */
export function readCredentials(body: unknown, options: AuthOptions): string {
  const email = field(body, "email");
  const password = field(body, "password");
  const problems: ParameterProblem[] = [];
  if (email === undefined) {
    problems.push({
      parameter: "email",
      message: "is missing or empty in the body",
      accepted: ACCEPTED,
    });
  }
  if (password === undefined) {
    problems.push({
      parameter: "password",
      message: "is missing or empty in the body",
      accepted: ACCEPTED,
    });
  }
  if (email === undefined || password === undefined) throw ApiError.invalidBodyFields(problems);
  const expected = options.credentials;
  if (expected !== undefined && (expected.email !== email || expected.password !== password)) {
    throw new ApiError("unauthorized", { detail: "invalid email or password" });
  }
  return email;
}
