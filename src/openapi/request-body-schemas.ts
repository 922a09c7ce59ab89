import type { RequestBodyName } from "../contract";

/** A non-empty string: the logins answer 400 naming a missing or empty field. */
function nonEmpty(description: string): Record<string, unknown> {
  return { type: "string", minLength: 1, description };
}

/**
 * The request bodies' schemas, as components. They state what readCredentials and the refresh
 * handler accept: email and password as non-empty strings; accessToken as a non-empty string
 * (or the Authorization header instead). Other fields are ignored.
 */
export const REQUEST_BODY_SCHEMAS: Readonly<Record<RequestBodyName, Record<string, unknown>>> = {
  LoginRequest: {
    type: "object",
    description:
      "Login fields, as JSON, an HTML form or a multipart form. With --credentials only that pair is accepted (401 otherwise); without, any non-empty pair.",
    required: ["email", "password"],
    properties: {
      email: nonEmpty("The account's email."),
      password: nonEmpty("The account's password."),
    },
  },
  RefreshRequest: {
    type: "object",
    description:
      "The token to refresh, when it is not sent as Authorization: Bearer (the header wins).",
    properties: { accessToken: nonEmpty("An access token a login issued.") },
  },
};
