import fc from "fast-check";

/**
 * The raw material of the fuzz test: texts, numbers and JSON that real clients, broken clients and
 * attackers send. Kept apart from the schema walk so every field, query value and header draws on the same set.
 */

/** Characters that have broken shops before: NUL and other controls, lone surrogates, bidi overrides, joiners, BOM. */
const TRICKY_CHARACTERS = [
  "\u0000",
  "\u0001",
  "\u0008",
  "\u000b",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u00a0",
  "\t",
  "\n",
  "\r\n",
  "\ud800",
  "\udfff",
  "\udc00\ud800",
  "\u202e",
  "\u200f",
  "\u2066",
  "\u200d",
  "\ufeff",
  "\ufffd",
  "\uffff",
  "😀",
  "👩🏽‍💻",
  "🇮🇳",
  "नमस्ते",
  "தமிழ்",
  "مرحبا",
  "é",
  "ß",
  "İ",
  "%",
  "%00",
  "\\",
  "'",
  '"',
  "`",
  "<",
  "&",
  "$",
  "{",
];

/** Texts that mean something to some layer: SQL, HTML, JSON, paths, numbers, prototypes, format strings. */
const LOADED_TEXTS = [
  "",
  " ",
  "   ",
  "null",
  "undefined",
  "true",
  "NaN",
  "Infinity",
  "-0",
  "0",
  "-1",
  "1e308",
  "1e-324",
  "9007199254740993",
  "0x10",
  "00001",
  "1.005",
  "__proto__",
  "constructor",
  "prototype",
  "hasOwnProperty",
  "toString",
  "' OR '1'='1",
  "'; drop table users; --",
  "\\x00",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "../../../../etc/passwd",
  "..%2F..%2Fetc%2Fpasswd",
  "%s%s%s%n",
  "${7*7}",
  "{{7*7}}",
  "[object Object]",
  '{"a":1}',
  "[]",
  "a@b.c",
  "user@example.in",
  "COD",
  "cod",
  "razorpay",
  "pending",
  "cancelled",
  "owner",
  "staff",
  "customer",
  "2024-02-30",
  "0000-00-00",
  "9999-12-31",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
];

export const trickyCharacter = fc.constantFrom(...TRICKY_CHARACTERS);

/** A short text mixing ordinary characters (ASCII and any Unicode) with the tricky ones. */
export const mixedText = fc
  .array(fc.oneof({ weight: 3, arbitrary: fc.string({ maxLength: 8 }) }, fc.string({ unit: "binary", maxLength: 4 }), trickyCharacter), {
    maxLength: 8,
  })
  .map((parts) => parts.join(""));

/** 10 thousand to a million characters: above every field's limit and, mostly, the body limit. */
export const hugeText = fc
  .tuple(fc.constantFrom(10_001, 65_536, 300_000, 1_000_000), fc.constantFrom("a", "é", "😀", "\u0000", "\u202e", "1", " ", "\ud800"))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/** Any text a client could put in a JSON string (huge ones come from nearValid's "huge" change, which can hit any field). */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: mixedText },
  { weight: 3, arbitrary: fc.constantFrom(...LOADED_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  // Long but plausible: a pasted paragraph, repeated (cheap to make, unlike a random 10k-character string).
  {
    weight: 1,
    arbitrary: fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.integer({ min: 20, max: 1_200 })).map(([text, times]) => text.repeat(times)),
  },
);

/** Numbers at the edges of JSON, JavaScript and PostgreSQL integer columns. */
export const edgeNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    1,
    -1,
    0.5,
    0.1 + 0.2,
    1.005,
    99.999,
    7,
    20,
    21,
    100,
    101,
    999,
    1000,
    1e6,
    1e6 + 1,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31),
    2 ** 53,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e308,
    -1e308,
    5e-324,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Texts JSON cannot hold as numbers, written where a number belongs. */
export const numberLikeText = fc.constantFrom("NaN", "Infinity", "-Infinity", "1e309", "0x1F", "1_000", "١٢٣", "", " 1", "1 ", "+1", "1.", ".5");

/** Any JSON value, nested a few levels, with tricky keys and texts. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    edgeNumber,
    anyText,
    fc.array(tie("value"), { maxLength: 5 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom("__proto__", "constructor", "_id", "\u0000", "")), tie("value"), {
      maxKeys: 5,
    }),
  ),
})).value;

/** JSON nested far deeper than any client needs: a refusal or an answer, never a stack overflow. */
export const deepJsonText = fc
  .tuple(fc.constantFrom(31, 33, 100, 1_000, 10_000, 60_000), fc.constantFrom("[", '{"a":', '{"items":[', '{"address":'))
  .map(([depth, open]) => {
    const close = open === "[" ? "]" : open === '{"items":[' ? "]}" : "}";
    return open.repeat(depth) + "1" + close.repeat(depth);
  });

/** Bodies sent as application/json that are not JSON, or not quite. */
export const brokenJsonText = fc.oneof(
  fc.constantFrom(
    "{",
    "}",
    "[",
    "{'a':1}",
    '{"a":1,}',
    '{"a":1}{"b":2}',
    '{"a":01}',
    '{"a":NaN}',
    '{"a":Infinity}',
    '{"a":undefined}',
    "\ufeff{}",
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '{"a":"\\x00"}',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    "null",
    "true",
    "0",
    '""',
    "[]",
    "1e999",
    "-",
    "\u0000",
    "  \n  ",
  ),
  fc.string({ maxLength: 50 }),
  fc.string({ unit: "binary", maxLength: 50 }),
  anyJson.map((value) => JSON.stringify(value) ?? "null").map((text) => text.slice(0, Math.max(0, text.length - 1))),
);

/** A header value as it can travel over HTTP/1.1: visible ASCII, spaces, tabs and Latin-1 bytes. */
export const headerText = fc.oneof(
  fc.string({ unit: fc.constantFrom(..."abcXYZ019-_.=+/:;,\"' \t{}[]<>%$@"), maxLength: 30 }),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code === 0x7f ? 0x20 : code)), maxLength: 60 }),
  fc.constantFrom("", " ", "null", "undefined", "Bearer x", "a".repeat(201), "a".repeat(8_000), "é", "\u00ff"),
);

/** A URL path segment or query value, percent-encoded in every way a client can (and cannot) do it. */
export const encodedComponent: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 20 }).map(encodeURIComponent) },
  { weight: 2, arbitrary: fc.constantFrom(...LOADED_TEXTS).map(encodeURIComponent) },
  {
    weight: 2,
    arbitrary: fc.uint8Array({ maxLength: 8 }).map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("")),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "%",
      "%G1",
      "%2",
      "%%",
      "%ED%A0%80",
      "%C0%AF",
      "%FF",
      "%00",
      "%0A",
      "%E2%80%AE",
      "..",
      ".",
      "%2e%2e",
      "%2F",
      "a%2Fb",
      "%5C",
      "+",
      "%20",
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom("a".repeat(101), "a".repeat(201), "a".repeat(5_001), "%41".repeat(300)) },
);
