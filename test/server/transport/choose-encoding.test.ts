import { chooseEncoding, type ContentCoding } from "../../../src/node/transport";

describe("chooseEncoding: the coding an Accept-Encoding header gets", () => {
  test.each<[string, string | undefined, ContentCoding]>([
    ["no header -> identity", undefined, "identity"],
    ["empty header -> identity", "", "identity"],
    ["gzip only -> gzip", "gzip", "gzip"],
    ["br only -> br", "br", "br"],
    ["both at the same q -> br (smaller at the same cost)", "gzip, deflate, br", "br"],
    ["gzip preferred by q -> gzip", "br;q=0.5, gzip", "gzip"],
    ["br refused with q=0 -> gzip", "gzip, br;q=0", "gzip"],
    ["deflate only (not offered) -> identity", "deflate", "identity"],
    ["* -> br", "*", "br"],
    ["* but br refused -> gzip", "*, br;q=0", "gzip"],
    ["identity only -> identity", "identity", "identity"],
    ["names are case-insensitive -> gzip", "GZIP", "gzip"],
  ])("%s", (_name, header, coding) => {
    expect(chooseEncoding(header)).toBe(coding);
  });
});
