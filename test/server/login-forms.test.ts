import { coreRequest as request } from "./helpers/core-request";
import { coreApp } from "./helpers/core-app";
import { parseMultipartFields } from "../../src/server/auth/parse-multipart-fields";
import { testWorld } from "./helpers/test-world";

const login = { email: "ana@example.org", password: "s3:cret" };
const app = coreApp({ world: testWorld(), credentials: login });

/** A multipart body as R's httr writes it for `body = list(email, password)`. */
function httrMultipart(
  fields: Record<string, string>,
  boundary = "-------------r-httr-7f3a",
): Buffer {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.from(`${parts.join("")}--${boundary}--\r\n`);
}

describe.each([
  ["/api/v2/auth/login", 201],
  ["/api/v1/auth/login", 200],
])("POST %s accepts every form encoding real clients send", (path, status) => {
  test("JSON", async () => {
    expect((await request(app).post(path).send(login)).status).toBe(status);
  });

  test("application/x-www-form-urlencoded", async () => {
    expect((await request(app).post(path).type("form").send(login)).status).toBe(status);
  });

  test("multipart/form-data (supertest fields)", async () => {
    const response = await request(app)
      .post(path)
      .field("email", login.email)
      .field("password", login.password);
    expect(response.status).toBe(status);
  });

  test("multipart/form-data as the R client (httr) writes it gets a token", async () => {
    const boundary = "-------------r-httr-7f3a";
    const response = await request(app)
      .post(path)
      .set("Content-Type", `multipart/form-data; boundary=${boundary}`)
      .send(httrMultipart(login, boundary));
    expect(response.status).toBe(status);
    const token = path.includes("v1")
      ? (response.body as { access_token?: string }).access_token
      : (response.body as { data?: { accessToken?: string } }).data?.accessToken;
    expect(token).toEqual(expect.any(String));
  });

  test("multipart with the wrong password -> 401", async () => {
    const response = await request(app)
      .post(path)
      .field("email", login.email)
      .field("password", "guess");
    expect(response.status).toBe(401);
  });

  test("a multipart form without the password -> 400 naming it as a body field", async () => {
    const response = await request(app).post(path).field("email", login.email);
    expect(response.status).toBe(400);
    const text = JSON.stringify(response.body);
    expect(text).toContain("Invalid body field: password");
    expect(text).toContain("invalid_body_field");
    expect(text).not.toContain("query");
  });
});

describe("parseMultipartFields", () => {
  test.each([
    ["a quoted boundary", 'multipart/form-data; boundary="b1"', "b1"],
    ["an unquoted boundary", "multipart/form-data; boundary=b2", "b2"],
  ])("reads the fields with %s", (_what, type, boundary) => {
    expect(parseMultipartFields(httrMultipart({ a: "1", b: "x\r\ny" }, boundary), type)).toEqual({
      a: "1",
      b: "x\r\ny",
    });
  });

  test("skips file parts and reads nothing without a boundary", () => {
    const body = Buffer.from(
      '--z\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\nDATA\r\n--z--\r\n',
    );
    expect(parseMultipartFields(body, "multipart/form-data; boundary=z")).toEqual({});
    expect(parseMultipartFields(body, "multipart/form-data")).toEqual({});
  });
});
