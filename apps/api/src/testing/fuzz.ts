/**
 * Requests generated from the API's OpenAPI document, for the fuzz test (fuzz.test.ts): path
 * parameters, query strings, headers and JSON bodies shaped by each route's schemas, mixed with
 * hostile values (control characters, huge numbers, wrong types, unicode, malformed encodings,
 * missing or odd idSite), and the checks every reply must pass.
 */
import fc from "fast-check";

/** The subset of JSON Schema the route schemas use (OpenAPI 3.1 as written by @fastify/swagger). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

interface OpenApiParameter {
  in: "path" | "query" | "header" | "cookie";
  name: string;
  required?: boolean;
  schema?: JsonSchema | string;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
  consumes?: string[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Route {
  method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
  /** OpenAPI path, `{name}` for a parameter. */
  path: string;
  pathParams: Array<{ name: string; schema: JsonSchema }>;
  /** Documented query parameters, or "list" for the list calls' free-form filters. */
  query: Array<{ name: string; schema: JsonSchema; required: boolean }> | "list";
  body: JsonSchema | null;
  /**
   * Who the route is mostly called as, so that bodies get past the session check: "admin" under
   * /admin, "member" when it is documented with a session or lives under /user, else "visitor".
   */
  caller: "visitor" | "member" | "admin";
}

/** Every operation of the document, as something requests can be generated for. */
export function routesOf(doc: OpenApiDocument): Route[] {
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    const placeholders = new Set([...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!));
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const schemaOf = (p: OpenApiParameter): JsonSchema => (typeof p.schema === "object" ? p.schema : {});
      // A record schema on the query (list calls) comes out of @fastify/swagger as parameters named
      // after the schema's own keywords; it stands for any key.
      const queryParams = parameters.filter((p) => p.in === "query");
      const isList = queryParams.some((p) => p.name === "additionalProperties" || p.name === "propertyNames");
      routes.push({
        method: method.toUpperCase() as Route["method"],
        path,
        // Optional parameters (`/blog/folder/list/:id?`) are documented on the path without them too.
        pathParams: parameters
          .filter((p) => p.in === "path" && placeholders.has(p.name))
          .map((p) => ({ name: p.name, schema: schemaOf(p) })),
        query: isList
          ? "list"
          : queryParams.map((p) => ({ name: p.name, schema: schemaOf(p), required: p.required === true })),
        body: operation.requestBody?.content["application/json"]?.schema ?? null,
        caller: path.startsWith("/admin/")
          ? "admin"
          : (operation.security?.length ?? 0) > 0 || /^\/user(\/|$)/.test(path)
            ? "member"
            : "visitor",
      });
    }
  }
  return routes;
}

/* Hostile values ------------------------------------------------------------------------------ */

const CONTROL_CHARACTERS = [
  ...Array.from({ length: 32 }, (_, n) => String.fromCharCode(n)),
  "\u007f",
  "\u0085",
  "\u009f",
];

const HOSTILE_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0001\u0002\u001b[31m",
  "\u007f\u0085\u009f",
  "ligne\r\nSet-Cookie: x=1",
  "\u202eeliforp\u202c",
  "\u2066isolé\u2069",
  "\ufeffBOM",
  "\ud800",
  "\udfff seul",
  "😀👨‍👩‍👧‍👦",
  "e\u0301te\u0301",
  "𝕍𝕚𝕥𝕣𝕚𝕟𝕖",
  "ﷺ",
  "<script>alert(1)</script>",
  "' or 1=1 --",
  "%00",
  "%",
  "../../etc/passwd",
  "null",
  "undefined",
  "NaN",
  "-Infinity",
  "1e400",
  "-1",
  "0",
  "2147483648",
  "99999999999999999999",
  "__proto__",
  "constructor",
  "lk:",
  "lk:%",
  "lk:a\u0000b",
  "df:\u0000",
  "gte:9999-99-99",
  "lt:2026-02-30",
  "a".repeat(5_000),
  "é".repeat(3_000),
];

const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

const deeplyNested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let n = 0; n < depth; n++) value = n % 2 ? [value] : { a: value };
  return value;
};

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 10 }),
        fc.constantFrom(...CONTROL_CHARACTERS),
        fc.string({ maxLength: 10 }),
      )
      .map(([before, control, after]) => `${before}${control}${after}`),
  },
);

/** Any JSON value an attacker may send where something else is expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [null], JSON.parse('{"__proto__":{"isAdmin":true}}')) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom(deeplyNested(50), deeplyNested(2_000)) },
);

/* Values shaped by a schema ------------------------------------------------------------------- */

const MAX_DEPTH = 4;

function regexArbitrary(pattern: string): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern), { size: "small" });
  } catch {
    return null;
  }
}

function stringFor(schema: JsonSchema, known: readonly string[]): fc.Arbitrary<string> {
  const options: Array<fc.Arbitrary<string>> = [];
  if (schema.format === "email") options.push(fc.emailAddress(), fc.constant("fuzz@exemple.fr"));
  if (schema.format === "date")
    options.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)));
  if (schema.format === "date-time")
    options.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
  if (schema.pattern) {
    const matching = regexArbitrary(schema.pattern);
    if (matching) options.push(matching);
  }
  const max = Math.min(schema.maxLength ?? 60, 200);
  const min = Math.min(schema.minLength ?? 0, max);
  options.push(fc.string({ minLength: min, maxLength: max }));
  options.push(fc.string({ unit: "grapheme", minLength: min, maxLength: max }));
  if (schema.maxLength !== undefined) {
    // Both sides of the limit.
    options.push(fc.constant("é".repeat(schema.maxLength)), fc.constant("x".repeat(schema.maxLength + 1)));
  }
  if (known.length) options.push(fc.constantFrom(...known));
  return fc.oneof(...options);
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1000);
  const low = Math.max(Math.ceil(Math.min(min, max)), -(2 ** 31));
  const high = Math.min(Math.floor(Math.max(min, max)), 2 ** 31 - 1);
  const inRange = integer
    ? fc.integer({ min: low, max: high })
    : fc.double({ min: low, max: high, noNaN: true });
  const edges = [low, high, low - 1, high + 1].filter((n) => Number.isFinite(n));
  return fc.oneof({ weight: 3, arbitrary: inRange }, { weight: 1, arbitrary: fc.constantFrom(...edges) });
}

function typedValue(schema: JsonSchema, type: string, depth: number, known: readonly string[]) {
  switch (type) {
    case "string":
      return stringFor(schema, known);
    case "integer":
      return numberFor(schema, true);
    case "number":
      return numberFor(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(schemaValue(schema.items ?? {}, depth + 1, known), {
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case "object":
      return objectValue(schema, depth, known);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values a real client would send, by property name: with them, generated bodies get past the
 * schemas into the handlers, where the hostile values around them are then tried.
 */
const SAMPLES: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.integer({ min: 1, max: 1_000_000_000 }).map((n) => `client-${n}@exemple.fr`),
  password: fc.constant("Toit-de-lauze-1987"),
  newPassword: fc.constant("Ardoise-et-granit-2024"),
  currentPassword: fc.constantFrom("Toit-de-lauze-1987", "x"),
  firstname: fc.constantFrom("Camille", "Éloïse", "Jean-Baptiste"),
  lastname: fc.constantFrom("Le Goff", "Durand", "N'Diaye"),
  name: fc.constantFrom("Camille Le Goff", "Boulangerie Durand"),
  phone: fc.constantFrom("06 12 34 56 78", "+33 2 97 00 00 00"),
  birthdate: fc.constantFrom("1990-05-12", null),
  acceptTerms: fc.constant(true),
  consent: fc.constant(true),
  subject: fc.constantFrom("Demande de devis", "Rendez-vous"),
  message: fc.constantFrom("Bonjour, pouvez-vous me rappeler au sujet de ma terrasse ?"),
  seats: fc.constantFrom(1, 2),
  website: fc.constantFrom("", "", "https://spam.example"),
  listIds: fc.constantFrom([1], [1, 2], []),
  listId: fc.constantFrom(1, 2),
  value: fc.constantFrom("true", "Mon site", null),
  url: fc.constantFrom("/media/1/logo.svg", "https://exemple.fr/image.svg", "/media/2/../1/x.svg"),
  type: fc.constantFrom("WINE", "BOX"),
  quantity: fc.constantFrom(1, 6, 12),
  discountCode: fc.constantFrom("BIENVENUE10", "bienvenue10"),
};

function objectValue(schema: JsonSchema, depth: number, known: readonly string[]): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const sample: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    model[name] = schemaValue(property, depth + 1, known, name);
    sample[name] = SAMPLES[name] ?? model[name];
  }
  const required = (schema.required ?? []).filter((name) => name in model);
  const shaped = fc.record(model, { requiredKeys: required });
  // A client's own body, with at most one field replaced by something hostile (a record, whose
  // keys are all its own, has no field to replace).
  const fields = Object.keys(model);
  const oneOff =
    fields.length === 0
      ? shaped
      : fc
          .tuple(
            fc.record(sample, { requiredKeys: required }),
            fc.option(fc.constantFrom(...fields)),
            hostileValue,
          )
          .map(([value, field, hostile]) =>
            field === null ? value : { ...(value as object), [field]: hostile },
          );
  const extra =
    typeof schema.additionalProperties === "object"
      ? fc.dictionary(
          fc.string({ maxLength: 12 }),
          schemaValue(schema.additionalProperties, depth + 1, known),
          {
            maxKeys: 4,
          },
        )
      : fc.dictionary(fc.constantFrom("extra", "__proto__", "constructor", "undefined", ""), hostileValue, {
          maxKeys: 2,
        });
  return fc.oneof(
    { weight: 4, arbitrary: shaped },
    ...(Object.keys(model).length ? [{ weight: 4, arbitrary: oneOff }] : []),
    // Keys nobody asked for, or a required field left out.
    { weight: 1, arbitrary: fc.tuple(shaped, extra).map(([a, b]) => ({ ...b, ...(a as object) })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(shaped, fc.constantFrom(...(required.length ? required : ["_"])))
        .map(([value, missing]) => {
          const { [missing]: _, ...rest } = value as Record<string, unknown>;
          return rest;
        }),
    },
  );
}

/** A value for `schema`: mostly of its shape (with hostile strings inside), sometimes anything at all. */
export function schemaValue(
  schema: JsonSchema,
  depth = 0,
  known: readonly string[] = [],
  name?: string,
): fc.Arbitrary<unknown> {
  let shaped: fc.Arbitrary<unknown>;
  if (depth > MAX_DEPTH) shaped = fc.constant(null);
  else if (schema.const !== undefined) shaped = fc.constant(schema.const);
  else if (schema.enum?.length) shaped = fc.constantFrom(...schema.enum);
  else if (schema.anyOf?.length || schema.oneOf?.length) {
    shaped = fc.oneof(...(schema.anyOf ?? schema.oneOf ?? []).map((s) => schemaValue(s, depth + 1, known)));
  } else if (schema.allOf?.length) shaped = schemaValue(schema.allOf[0]!, depth + 1, known);
  else if (Array.isArray(schema.type)) {
    shaped = fc.oneof(...schema.type.map((type) => typedValue(schema, type, depth, known)));
  } else if (schema.type) shaped = typedValue(schema, schema.type, depth, known);
  else shaped = fc.jsonValue({ maxDepth: 2 });
  const sample = name ? SAMPLES[name] : undefined;
  return fc.oneof(
    ...(sample ? [{ weight: 3, arbitrary: sample }] : []),
    { weight: 4, arbitrary: shaped },
    { weight: 1, arbitrary: hostileValue },
  );
}

/* Requests ------------------------------------------------------------------------------------ */

/**
 * encodeURIComponent that also takes lone surrogates (it throws on them): they are sent as the
 * bytes a careless encoder would write (ED A0 80…), which are not UTF-8.
 */
export function encodeAny(value: string): string {
  return Array.from(value, (char) => {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xed, 0xa0 | ((unit >> 6) & 0x1f), 0x80 | (unit & 0x3f)];
      return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join("");
    }
    return encodeURIComponent(char);
  }).join("");
}

export type Identity = "anonymous" | "member" | "admin" | "superAdmin" | "otherSiteMember" | "forgedToken";

export interface FuzzRequest {
  method: Route["method"];
  url: string;
  headers: Record<string, string>;
  identity: Identity;
  /**
   * Site of the identity's account, and of the idSite header unless that one is drawn otherwise;
   * an "otherSiteMember" belongs to the other site.
   */
  accountSite: 1 | 2;
  payload?: string;
}

const LIST_KEYS = [
  "page",
  "nbItem",
  "orderBy",
  "name",
  "title",
  "tag",
  "tags",
  "type",
  "kind",
  "search",
  "from",
  "startsAt",
  "date",
  "rating",
  "price",
  "folder",
  "__proto__",
  "constructor",
];

const OPERATORS = ["", "lk:", "df:", "lt:", "lte:", "gt:", "gte:", "xx:"];

const listValue = fc.oneof(
  fc
    .tuple(fc.constantFrom(...OPERATORS), fc.oneof(fc.string({ maxLength: 20 }), hostileString))
    .map(([op, value]) => `${op}${value}`),
  fc.constantFrom("1", "2", "0", "-1", "100000", "name", "-name", "name:desc", "price:asc", "2026-01-01"),
);

/** A query string for a list call: known and unknown keys, operators, repeated keys, odd encodings. */
const listQuery: fc.Arbitrary<string> = fc
  .tuple(
    fc.array(
      fc.tuple(
        fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...LIST_KEYS) },
          { weight: 1, arbitrary: hostileString },
        ),
        fc.array(listValue, { minLength: 1, maxLength: 2 }),
      ),
      { maxLength: 4 },
    ),
    fc.oneof(
      { weight: 6, arbitrary: fc.constant("") },
      { weight: 1, arbitrary: fc.constantFrom("&%00=1", "&a[b]=c", "&&=&", "&name=%", "&title=lk:a%00b") },
    ),
  )
  .map(([pairs, raw]) => {
    const parts = pairs.flatMap(([key, values]) =>
      values.map((value) => `${encodeAny(key)}=${encodeAny(value)}`),
    );
    return `${parts.join("&")}${raw}`;
  });

const RAW_PATH_SEGMENTS = ["%", "%ZZ", "%C0%AF", "%00", "a%00b", "%E2%80%AE", "..%2F..", "%2e%2e", "%FF%FE"];

function pathSegment(schema: JsonSchema, known: readonly string[]): fc.Arbitrary<string> {
  const plausible = fc.oneof(
    ...(known.length ? [{ weight: 3, arbitrary: fc.constantFrom(...known) }] : []),
    { weight: 3, arbitrary: fc.constantFrom("1", "2", "3", "5", "new") },
    { weight: 2, arbitrary: stringFor({ ...schema, maxLength: schema.maxLength ?? 40 }, known) },
  );
  return fc.oneof(
    { weight: 6, arbitrary: plausible.map((value) => encodeAny(value)) },
    { weight: 2, arbitrary: hostileString.map((value) => encodeAny(value)) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_PATH_SEGMENTS) },
    { weight: 1, arbitrary: fc.constant("9".repeat(600)) },
  );
}

/** The idSite header: mostly the site of the caller's account ("account"), so that sessions are valid there. */
const ID_SITE = fc.oneof(
  { weight: 16, arbitrary: fc.constant<string | null>("account") },
  { weight: 4, arbitrary: fc.constantFrom<string | null>("1", "2") },
  { weight: 1, arbitrary: fc.constant(null) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<string | null>(
      "0",
      "-1",
      "3",
      "999",
      "2147483648",
      "99999999999999999999",
      "1.5",
      "1e3",
      "abc",
      "",
      " 2",
      "1,2",
      "0x1",
    ),
  },
);

let addresses = 0;
const FORWARDED_FOR = fc.oneof(
  // A new address per call keeps the rate limits from answering in place of the route.
  { weight: 10, arbitrary: fc.constant("new") },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "not-an-ip",
      "::1",
      "1.2.3.4, 5.6.7.8",
      "",
      "999.1.1.1",
      "fe80::1%eth0",
      "unknown",
    ),
  },
);

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "application/json; charset=latin1",
  "application/xml",
];

const RAW_BODIES = [
  "",
  "{",
  "nul",
  "[]",
  '"texte"',
  "1e400",
  "{}",
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  "[".repeat(5_000),
  "\u0000",
  '{"a":"\\u0000"}',
  '--fuzz\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\u0000B\r\n--fuzz--\r\n',
  '--fuzz\r\nContent-Disposition: form-data; name="fichier"; filename="a.svg"\r\nContent-Type: image/svg+xml\r\n\r\n<svg onload=alert(1)>\r\n--fuzz--\r\n',
  "--autre\r\n\r\n",
];

const FORM_KEYS = [
  "name",
  "email",
  "phone",
  "subject",
  "message",
  "consent",
  "firstname",
  "lastname",
  "website",
];

export interface GenerationContext {
  /** Strings that name real things in the seeded database (slugs, page URLs, form names…). */
  known: readonly string[];
}

/** Requests for one route, with the identity to call it as. */
export function requestsFor(route: Route, { known }: GenerationContext): fc.Arbitrary<FuzzRequest> {
  const segments = fc.record(
    Object.fromEntries(route.pathParams.map((p) => [p.name, pathSegment(p.schema, known)])),
  ) as fc.Arbitrary<Record<string, string>>;
  const query: fc.Arbitrary<string> =
    route.query === "list"
      ? listQuery
      : fc
          .tuple(
            ...route.query.map((p) =>
              p.required
                ? schemaValue(p.schema, 1, known).map((v) => [p.name, v] as const)
                : fc.option(schemaValue(p.schema, 1, known).map((v) => [p.name, v] as const)),
            ),
          )
          .map((pairs) =>
            pairs
              .filter((pair): pair is readonly [string, unknown] => pair !== null)
              .map(([name, value]) => `${encodeAny(name)}=${encodeAny(String(value))}`)
              .join("&"),
          );
  const sends = route.method !== "GET";
  const jsonBody = route.body
    ? schemaValue(route.body, 0, known)
    : fc.option(
        fc.dictionary(
          fc.constantFrom(...FORM_KEYS, "_"),
          fc.oneof(fc.string({ maxLength: 40 }), hostileValue),
          {
            maxKeys: 5,
          },
        ),
      );
  const body: fc.Arbitrary<{ payload?: string; contentType?: string }> = sends
    ? fc.oneof(
        {
          weight: 8,
          arbitrary: jsonBody.map((value) => ({
            payload: JSON.stringify(value) ?? "null",
            contentType: "application/json",
          })),
        },
        {
          weight: 2,
          arbitrary: fc
            .tuple(fc.constantFrom(...RAW_BODIES), fc.constantFrom(...CONTENT_TYPES))
            .map(([payload, contentType]) => ({ payload, contentType })),
        },
        { weight: 1, arbitrary: fc.constant({}) },
        // Past the API's 1 MB body limit.
        {
          weight: 1,
          arbitrary: fc.constant({
            payload: JSON.stringify({ message: "x".repeat(1_100_000) }),
            contentType: "application/json",
          }),
        },
      )
    : fc.constant({});
  const others: Identity[] = ["anonymous", "otherSiteMember", "forgedToken"];
  const identities: Record<Route["caller"], Identity[]> = {
    visitor: ["anonymous", "anonymous", "anonymous", "member", "admin", "forgedToken"],
    member: ["member", "member", "member", "admin", "superAdmin", ...others],
    admin: ["admin", "admin", "admin", "superAdmin", "member", ...others],
  };
  const identity = fc.constantFrom(...identities[route.caller]);
  const extraHeaders = fc.record(
    {
      userLang: fc.constantFrom("fr_FR", "en_US", "", "xx", "../../etc"),
      "x-cart-key": fc.oneof(fc.string({ maxLength: 40 }), fc.constant("x".repeat(300))),
      cookie: fc.constantFrom("token=", "token=abc", "cartKey=abc; token=%00", "=;;", "a=b"),
      accept: fc.constantFrom("application/json", "text/html", "*/*", ""),
    },
    { requiredKeys: [] },
  );

  return fc
    .record({
      segments,
      query,
      body,
      identity,
      accountSite: fc.constantFrom<1 | 2>(1, 2),
      idSite: ID_SITE,
      forwardedFor: FORWARDED_FOR,
      extraHeaders,
    })
    .map(({ segments, query, body, identity, accountSite, idSite, forwardedFor, extraHeaders }) => {
      const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => segments[name] ?? "");
      const headers: Record<string, string> = { ...(extraHeaders as Record<string, string>) };
      if (idSite !== null) headers.idSite = idSite === "account" ? String(accountSite) : idSite;
      addresses += 1;
      headers["x-forwarded-for"] =
        forwardedFor === "new"
          ? `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`
          : forwardedFor;
      if (body.contentType) headers["content-type"] = body.contentType;
      return {
        method: route.method,
        url: query ? `${path}?${query}` : path,
        headers,
        identity,
        accountSite,
        ...(body.payload === undefined ? {} : { payload: body.payload }),
      };
    });
}

/* Checks -------------------------------------------------------------------------------------- */

/**
 * Words that give away Fastify's, Zod's and Node's own English messages; bounded by letters, not
 * by \b, which would find "limit" in the French "limitée".
 */
const ENGLISH_MESSAGE =
  /(?<!\p{L})(the|is|are|must|should|expected|invalid|required|request|not found|error|body|cannot|unexpected|too many|exceeded|failed|unsupported|missing|allowed|internal|server|payload|property|received|unknown|limit|route|method)(?!\p{L})/iu;

/** A visitor-facing message in French: not empty, no English sentence, no stack trace, no SQL. */
export function isFrenchMessage(text: unknown): boolean {
  if (typeof text !== "string" || text.trim() === "") return false;
  if (ENGLISH_MESSAGE.test(text)) return false;
  if (/\n\s+at |node_modules|\.[jt]s:\d+/.test(text)) return false;
  if (/\b(select|insert|update|delete)\b[\s\S]*\b(from|into|set|where)\b/i.test(text)) return false;
  return true;
}

/**
 * What is wrong with a reply, if anything: no 5xx, and every error in the French envelope.
 * `sent` (the request's URL and body) tells a field the client named "undefined" from a missing name.
 */
export function replyProblems(
  sent: string,
  reply: {
    statusCode: number;
    headers: Record<string, unknown>;
    body: string;
  },
): string[] {
  const problems: string[] = [];
  if (reply.statusCode >= 500) problems.push(`status ${reply.statusCode}`);
  if (reply.statusCode < 400) return problems;
  const contentType = String(reply.headers["content-type"] ?? "");
  if (!contentType.startsWith("application/json")) problems.push(`content-type ${contentType || "absent"}`);
  let body: unknown;
  try {
    body = JSON.parse(reply.body);
  } catch {
    problems.push(`not JSON: ${reply.body.slice(0, 200)}`);
    return problems;
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    problems.push(`not an envelope: ${reply.body.slice(0, 200)}`);
    return problems;
  }
  const envelope = body as Record<string, unknown>;
  const keys = Object.keys(envelope).sort().join(",");
  if (keys !== "data,message,success") problems.push(`envelope keys ${keys}`);
  if (envelope.success !== false) problems.push(`success ${String(envelope.success)}`);
  if (!isFrenchMessage(envelope.message))
    problems.push(`message not French: ${JSON.stringify(envelope.message)}`);
  const data = envelope.data;
  if (data !== null) {
    const errors = (data as { errors?: unknown } | undefined)?.errors;
    if (
      typeof data !== "object" ||
      Object.keys(data as object).join(",") !== "errors" ||
      !errors ||
      typeof errors !== "object"
    ) {
      problems.push(`data neither null nor { errors }: ${String(JSON.stringify(data)).slice(0, 200)}`);
    } else {
      for (const [field, message] of Object.entries(errors)) {
        // Keyed by the field's name as sent (which may be ""), never by a missing one.
        if ((field === "undefined" || field === "null") && !sent.includes(field))
          problems.push(`field error keyed ${field}`);
        if (!isFrenchMessage(message))
          problems.push(`field ${field}: message not French: ${JSON.stringify(message)}`);
      }
    }
  }
  return problems;
}
