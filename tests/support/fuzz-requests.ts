import fc from "fast-check";
import { bodyTemplates } from "./fuzz-hints";
import { nearValid, validValue, type JsonSchema, type SchemaContext } from "./fuzz-schema";
import type { FuzzWorld, RegisteredRoute, TokenRole } from "./fuzz-world";
import { anyJson, anyText, brokenJsonText, deepJsonText, encodedComponent, headerText, hugeText } from "./fuzz-values";
import { csvBody, multipartBody } from "./fuzz-bodies";

/** One operation of the API document (GET /api/docs/json). */
export interface Operation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** Whose `token` header a request carries; resolved when it is sent, since sessions are renewed between requests. */
export type TokenChoice = { role: TokenRole } | { raw: string | string[] } | { roleAndRaw: TokenRole; raw: string } | null;

export interface FuzzRequest {
  method: string;
  path: string;
  query: string;
  token: TokenChoice;
  headers: Record<string, string | string[]>;
  body?: { kind: string; contentType?: string; payload: string | Buffer };
}

/** The body kinds this generator can make; a route that declares another content type has no generator coverage. */
export const SUPPORTED_CONTENT_TYPES = ["application/json", "multipart/form-data", "text/csv"];

const short = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text);

/** How a request is shown in a failure: method, URL, headers and the start of the body. */
export function describeRequest(request: FuzzRequest): string {
  const body = request.body
    ? ` body(${request.body.kind}, ${request.body.contentType ?? "no content-type"}): ${short(JSON.stringify(typeof request.body.payload === "string" ? request.body.payload : `<${request.body.payload.length} bytes>`))}`
    : "";
  return `${request.method} ${short(request.path + request.query, 500)} token=${short(JSON.stringify(request.token), 120)} headers=${short(JSON.stringify(request.headers), 300)}${body}`;
}

/** The collection a route belongs to (its URL up to the first parameter): ids seen in its answers fit its parameters. */
export const resourceOf = (url: string) => url.split("/:")[0];

/** encodeURIComponent, except that a lone surrogate (which it refuses) travels as its UTF-8 replacement. */
const encode = (value: unknown) => encodeURIComponent(Buffer.from(String(value)).toString());

function pathArbitrary(route: RegisteredRoute, operation: Operation | undefined, context: SchemaContext): fc.Arbitrary<string> {
  const segments = route.url.split("/").map((segment) => {
    if (!segment.startsWith(":")) return fc.constant(segment);
    const name = segment.slice(1);
    const schema = operation?.parameters?.find((parameter) => parameter.in === "path" && parameter.name === name)?.schema ?? { type: "string" };
    return fc.oneof(
      { weight: 6, arbitrary: validValue(schema, context, `${resourceOf(route.url)}|${name}`).map(encode) },
      { weight: 2, arbitrary: encodedComponent },
      { weight: 1, arbitrary: anyText.map(encode) },
    );
  });
  const path = fc.tuple(...segments).map((parts) => parts.join("/"));
  // Now and then the same call spelled another way: a trailing or doubled slash, a percent-encoded letter, capitals.
  return fc.oneof(
    { weight: 12, arbitrary: path },
    {
      weight: 1,
      arbitrary: fc.tuple(path, fc.constantFrom("trailing", "double", "encoded-letter", "upper"), fc.nat()).map(([text, how, at]) => {
        if (how === "trailing") return `${text}/`;
        if (how === "double") return text.replace("/", "//");
        if (how === "upper") return text.toUpperCase();
        const letters = [...text.matchAll(/[a-z]/g)];
        if (letters.length === 0) return text;
        const index = letters[at % letters.length].index!;
        return `${text.slice(0, index)}%${text.charCodeAt(index).toString(16)}${text.slice(index + 1)}`;
      }),
    },
  );
}

function queryArbitrary(operation: Operation | undefined, context: SchemaContext): fc.Arbitrary<string> {
  const declared = (operation?.parameters ?? []).filter((parameter) => parameter.in === "query");
  const pair = (name: string, value: fc.Arbitrary<string>) => value.map((text) => `${encode(name)}=${text}`);
  const forParameter = ({ name, schema = { type: "string" } }: { name: string; schema?: JsonSchema }) =>
    fc.oneof(
      { weight: 6, arbitrary: pair(name, validValue(schema, context, name).map(encode)) },
      { weight: 2, arbitrary: pair(name, encodedComponent) },
      { weight: 1, arbitrary: pair(name, anyText.map(encode)) },
      // Repeated keys become arrays; brackets are kept as part of the name by the parser.
      { weight: 1, arbitrary: fc.tuple(validValue(schema, context, name), encodedComponent).map(([a, b]) => `${name}=${encode(a)}&${name}=${b}`) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(`${name}[]=1`, `${name}[a]=1`, `${name}`, `${name}=`, `${name}[]=1&${name}[]=2`, `${encode(name)}%00=1`),
      },
    );
  const extra = fc.tuple(encodedComponent, encodedComponent).map(([key, value]) => `${key}=${value}`);
  const pairs = fc.tuple(
    ...declared.map((parameter) => fc.option(forParameter(parameter), { freq: 2, nil: undefined })),
    fc.oneof({ weight: 4, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.array(extra, { minLength: 1, maxLength: 2 }) }),
  );
  return fc.oneof(
    {
      weight: 10,
      arbitrary: pairs
        .map((parts) => parts.flat().filter((part): part is string => part !== undefined))
        .map((parts) => (parts.length ? `?${parts.join("&")}` : "")),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "?",
        "??",
        "?&&",
        "?=",
        "?&=&",
        "?%",
        "?a=%ZZ",
        "?__proto__[x]=1",
        "?constructor[prototype][x]=1",
        `?${"a=1&".repeat(2000)}`,
      ),
    },
  );
}

function tokenArbitrary(route: RegisteredRoute): fc.Arbitrary<TokenChoice> {
  const staffArea = route.url.startsWith("/api/admin");
  const usual: TokenRole[] = staffArea ? ["owner", "staff"] : ["customer", "otherCustomer"];
  const others: TokenRole[] = staffArea ? ["customer"] : ["staff", "owner"];
  return fc.oneof(
    { weight: 14, arbitrary: fc.constantFrom(...usual).map((role): TokenChoice => ({ role })) },
    { weight: 2, arbitrary: fc.constantFrom(...others).map((role): TokenChoice => ({ role })) },
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: headerText.map((raw): TokenChoice => ({ raw })) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...usual), headerText).map(([role, raw]): TokenChoice => ({ roleAndRaw: role, raw })) },
    { weight: 1, arbitrary: fc.array(headerText, { minLength: 2, maxLength: 3 }).map((raw): TokenChoice => ({ raw })) },
  );
}

function headersArbitrary(world: FuzzWorld, takesIdempotencyKey: boolean): fc.Arbitrary<Record<string, string | string[]>> {
  const idempotencyKey = fc.oneof(
    { weight: 3, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.constantFrom("fuzz-key-1", "fuzz-key-2", "fuzz-key-3") },
    { weight: 2, arbitrary: headerText },
    { weight: 1, arbitrary: fc.array(fc.uuid(), { minLength: 2, maxLength: 2 }) },
  );
  const other: Array<fc.Arbitrary<readonly [string, string | string[]]>> = [
    fc.oneof(headerText, fromCookiePool(world)).map((value) => ["cookie", value] as const),
    fc.oneof(headerText, fc.constantFrom("application/json", "text/html", "*/*", "text/csv")).map((value) => ["accept", value] as const),
    fc.oneof(headerText, fc.constantFrom("gzip", "br", "deflate", "identity;q=0", "*;q=0")).map((value) => ["accept-encoding", value] as const),
    fc.oneof(headerText, fc.constantFrom("https://evil.example", "null")).map((value) => ["origin", value] as const),
    headerText.map((value) => ["x-forwarded-for", value] as const),
    fc.oneof(headerText, fc.constant("*")).map((value) => ["if-none-match", value] as const),
    fc
      .oneof(headerText, fc.constantFrom("bytes=0-0", "bytes=-1", "bytes=99999999-", "bytes=1-0", "bytes=0-1,2-3"))
      .map((value) => ["range", value] as const),
    // @fastify/compress inflates request bodies: an encoding it does not know, or a body that is not compressed.
    fc.oneof(headerText, fc.constantFrom("gzip", "br", "deflate")).map((value) => ["content-encoding", value] as const),
    headerText.map((value) => ["host", value] as const),
  ];
  return fc
    .tuple(
      fc.option(idempotencyKey, { freq: takesIdempotencyKey ? 2 : 10, nil: undefined }),
      fc.option(fc.array(fc.oneof(...other), { minLength: 1, maxLength: 3 }), { freq: 4, nil: undefined }),
    )
    .map(([key, extra]) => Object.fromEntries([...(key === undefined ? [] : [["idempotency-key", key] as const]), ...(extra ?? [])]));
}

function fromCookiePool(world: FuzzWorld): fc.Arbitrary<string> {
  return fc.nat().map((index) => {
    const cookies = world.pools.values("cookie");
    return cookies.length ? cookies[index % cookies.length] : "tw_device=none";
  });
}

type Body = NonNullable<FuzzRequest["body"]>;
const JSON_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/json;charset=latin1",
  "application/json ; x=1",
];
const OTHER_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "application/xml",
  "text/csv",
  "multipart/form-data",
  "application/octet-stream",
  "json",
  "",
  ";",
  "*/*",
];

const jsonBody = (kind: string, value: fc.Arbitrary<unknown>): fc.Arbitrary<Body> =>
  fc.tuple(value, fc.constantFrom(...JSON_TYPES)).map(([item, contentType]) => ({ kind, contentType, payload: JSON.stringify(item) ?? "null" }));
const rawBody = (kind: string, text: fc.Arbitrary<string | Buffer>, types: Array<string | undefined>): fc.Arbitrary<Body> =>
  fc.tuple(text, fc.constantFrom(...types)).map(([payload, contentType]) => ({ kind, contentType, payload }));

/** Bodies that are wrong whatever the call: broken or deep JSON, raw bytes, other content types, none at all. */
function garbageBodies(): Array<fc.WeightedArbitrary<Body | undefined>> {
  return [
    { weight: 1, arbitrary: jsonBody("any-json", anyJson) },
    { weight: 1, arbitrary: rawBody("broken-json", brokenJsonText, JSON_TYPES) },
    { weight: 1, arbitrary: rawBody("deep-json", deepJsonText, JSON_TYPES) },
    {
      weight: 1,
      arbitrary: jsonBody(
        "huge-json",
        hugeText.map((text) => ({ text })),
      ),
    },
    {
      weight: 1,
      arbitrary: rawBody(
        "bytes",
        fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
        JSON_TYPES,
      ),
    },
    {
      weight: 1,
      arbitrary: rawBody("other-type", fc.oneof(anyText, fc.constant("a=1&b=2"), fc.constant("<x/>")), [
        ...OTHER_TYPES,
        undefined as unknown as string,
      ]),
    },
    { weight: 1, arbitrary: multipartBody() },
    { weight: 1, arbitrary: fc.constantFrom<Body | undefined>(undefined, { kind: "empty", contentType: "application/json", payload: "" }) },
  ];
}

function bodyArbitrary(
  route: RegisteredRoute,
  operation: Operation | undefined,
  context: SchemaContext,
  world: FuzzWorld,
): fc.Arbitrary<Body | undefined> {
  const content = operation?.requestBody?.content ?? {};
  const types = [...Object.keys(content), ...route.consumes];
  const unsupported = types.filter((type) => !SUPPORTED_CONTENT_TYPES.includes(type));
  if (unsupported.length) throw new Error(`${route.method} ${route.url}: no body generator for ${unsupported.join(", ")}`);
  const garbage = garbageBodies();
  if (content["application/json"]) {
    const valid = validValue(content["application/json"].schema, context);
    const template = bodyTemplates(world)[`${route.method} ${route.url}`];
    const realistic = template ? fc.oneof(valid, template) : valid;
    return fc.oneof(
      { weight: 10, arbitrary: jsonBody("valid", realistic) },
      { weight: 8, arbitrary: jsonBody("near-valid", nearValid(realistic)) },
      ...(template ? [{ weight: 8, arbitrary: jsonBody("template", template) }] : []),
      ...garbage,
    );
  }
  if (content["text/csv"] || route.consumes.includes("text/csv")) return fc.oneof({ weight: 12, arbitrary: csvBody(world) }, ...garbage);
  if (route.consumes.includes("multipart/form-data")) return fc.oneof({ weight: 12, arbitrary: multipartBody() }, ...garbage);
  return fc.oneof({ weight: 24, arbitrary: fc.constant(undefined) }, ...garbage);
}

/** Every part of one request to a route, fuzzed together: path params, query, headers (token included) and body. */
export function requestArbitrary(
  route: RegisteredRoute,
  operation: Operation | undefined,
  context: SchemaContext,
  world: FuzzWorld,
): fc.Arbitrary<FuzzRequest> {
  const method = route.method === "GET" ? fc.constantFrom("GET", "GET", "GET", "GET", "GET", "GET", "GET", "HEAD") : fc.constant(route.method);
  return fc
    .record({
      method,
      path: pathArbitrary(route, operation, context),
      query: fc.oneof({ weight: 3, arbitrary: queryArbitrary(operation, context) }, { weight: 1, arbitrary: fc.constant("") }),
      token: tokenArbitrary(route),
      headers: headersArbitrary(
        world,
        (operation?.parameters ?? []).some((parameter) => parameter.in === "header" && parameter.name === "idempotency-key"),
      ),
      body: bodyArbitrary(route, operation, context, world),
    })
    .map(({ body, ...request }) => (body ? { ...request, body } : request));
}
