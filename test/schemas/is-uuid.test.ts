import { fullFormats } from "ajv-formats/dist/formats";
import fc from "fast-check";
import { isUuid } from "../../src/schemas/is-uuid";
import { validate } from "../../src/schemas";
import { getAjv } from "../../src/schemas/get-ajv";

// isUuid replaces ajv-formats' uuid pattern for speed: it must say what the pattern says.
const pattern = fullFormats.uuid as RegExp;

describe("isUuid", () => {
  it.each<[string, string]>([
    ["a lower-case UUID", "0c0f8b4e-1a2b-4c3d-8e9f-a0b1c2d3e4f5"],
    ["an upper-case UUID", "0C0F8B4E-1A2B-4C3D-8E9F-A0B1C2D3E4F5"],
    ["with the urn:uuid: prefix", "urn:uuid:0c0f8b4e-1a2b-4c3d-8e9f-a0b1c2d3e4f5"],
    ["with the prefix in upper case", "URN:UUID:0c0f8b4e-1a2b-4c3d-8e9f-a0b1c2d3e4f5"],
    ["a hyphen moved", "0c0f8b4e1-a2b-4c3d-8e9f-a0b1c2d3e4f5"],
    ["a letter past f", "0c0f8b4g-1a2b-4c3d-8e9f-a0b1c2d3e4f5"],
    ["one digit short", "0c0f8b4e-1a2b-4c3d-8e9f-a0b1c2d3e4f"],
    ["one digit more", "0c0f8b4e-1a2b-4c3d-8e9f-a0b1c2d3e4f55"],
    ["another prefix of the same length", "urn:uuix:0c0f8b4e-1a2b-4c3d-8e9f-a0b1c2d3e4f5"],
    ["a digit beyond ASCII (Arabic-Indic 0)", "\u06600c0f8b4-1a2b-4c3d-8e9f-a0b1c2d3e4f5"],
    ["braces", "{0c0f8b4e-1a2b-4c3d-8e9f-a0b1c2d3e4f}"],
    ["empty", ""],
  ])("says what ajv-formats' pattern says of %s", (_name, text) => {
    expect(isUuid(text)).toBe(pattern.test(text));
  });

  it("says what the pattern says of any string shaped like a UUID", () => {
    const char = fc.constantFrom(..."0123456789abcdefABCDEFgG-:urnidURNID \u00e9");
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: char, minLength: 30, maxLength: 48 }),
          fc.uuid().map((uuid) => `urn:uuid:${uuid}`),
          fc.uuid(),
        ),
        (text) => expect(isUuid(text)).toBe(pattern.test(text)),
      ),
      { numRuns: 2000 },
    );
  });

  it("is the uuid format the schemas are checked with", () => {
    expect(getAjv().formats.uuid).toEqual({ type: "string", validate: isUuid });
    const problems = validate("v2/city", { id: "not-a-uuid", name: "X", state: { id: "y" } });
    expect(problems).toContainEqual(expect.objectContaining({ path: "/id" }));
  });
});
