import fc from "fast-check";
import { anyJson, anyText, edgeNumber, hugeText, numberLikeText } from "./fuzz-values";

/** The part of JSON Schema that the API document (GET /api/docs/json, made from the routes' zod schemas) uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  $ref?: string;
}

export interface SchemaContext {
  /** `#/components/schemas/X` → its schema. */
  resolve(ref: string): JsonSchema;
  /** Realistic values for a field of this name (known ids, e-mails of real accounts…), or undefined. */
  hint(name: string): fc.Arbitrary<unknown> | undefined;
}

const SAMPLE_LENGTH = 40;

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Number.MAX_SAFE_INTEGER;
  if (schema.pattern) {
    const matching = stringMatching(new RegExp(schema.pattern));
    if (matching) return matching.filter((text) => text.length >= minLength && text.length <= maxLength);
  }
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, SAMPLE_LENGTH)) }) },
    { weight: 1, arbitrary: anyText.filter(fits) },
  );
}

/** Texts matching the pattern, or undefined when fast-check cannot generate from it (lookaheads, for one). */
function stringMatching(pattern: RegExp): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(pattern);
  } catch {
    return undefined;
  }
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum === true || typeof schema.exclusiveMinimum === "number";
  const exclusiveMax = schema.exclusiveMaximum === true || typeof schema.exclusiveMaximum === "number";
  const min = typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum : schema.minimum;
  const max = typeof schema.exclusiveMaximum === "number" ? schema.exclusiveMaximum : schema.maximum;
  if (integer) {
    const low = min === undefined ? Number.MIN_SAFE_INTEGER : Math.ceil(exclusiveMin ? min + 1 : min);
    const high = max === undefined ? Number.MAX_SAFE_INTEGER : Math.floor(exclusiveMax ? max - 1 : max);
    return fc.oneof(fc.integer({ min: low, max: high }), fc.constantFrom(low, high), fc.integer({ min: low, max: Math.min(high, low + 20) }));
  }
  return fc.double({ min: min ?? -1e12, max: max ?? 1e12, noNaN: true, minExcluded: exclusiveMin, maxExcluded: exclusiveMax });
}

/** A value the schema accepts (its shape; the texts may still be ones the shop refuses, which is the point). */
export function validValue(schema: JsonSchema, context: SchemaContext, name = ""): fc.Arbitrary<unknown> {
  if (schema.$ref) return validValue(context.resolve(schema.$ref), context, name);
  const plain = plainValue(schema, context, name);
  const hinted = name ? context.hint(name) : undefined;
  const withHint = hinted ? fc.oneof({ weight: 2, arbitrary: hinted }, { weight: 1, arbitrary: plain }) : plain;
  return schema.nullable ? fc.oneof({ weight: 5, arbitrary: withHint }, { weight: 1, arbitrary: fc.constant(null) }) : withHint;
}

function plainValue(schema: JsonSchema, context: SchemaContext, name: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => validValue(alternative, context, name)));
  if (schema.allOf) return validValue(Object.assign({}, ...schema.allOf) as JsonSchema, context, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return stringOf(schema);
    case "integer":
      return numberOf(schema, true);
    case "number":
      return numberOf(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(schema.items ? validValue(schema.items, context, name) : anyJson, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 25, 25),
      });
    case "object":
    case undefined:
      if (!schema.properties && type === undefined) return anyJson;
      return objectOf(schema, context);
    default:
      return anyJson;
  }
}

function objectOf(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const fields = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, validValue(property, context, key)]));
  const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
  return fc.record(fields, { requiredKeys, noNullPrototype: true });
}

/** A value of another JSON type than the one given: the wrong-type half of "near valid". */
function wrongTypeOf(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value === "string") return fc.oneof(edgeNumber, fc.boolean(), fc.constant(null), fc.constant([value]), fc.constant({ value }));
  if (typeof value === "number") return fc.oneof(numberLikeText, fc.constant(String(value)), fc.boolean(), fc.constant(null), fc.constant([value]));
  if (typeof value === "boolean") return fc.oneof(fc.constantFrom("true", "false", 0, 1, "yes", "on"), fc.constant(null));
  if (Array.isArray(value)) return fc.oneof(fc.constant(Object.fromEntries(value.map((item, index) => [index, item]))), anyText, fc.constant(null));
  if (value && typeof value === "object") return fc.oneof(fc.constant(Object.values(value)), fc.constant([value]), anyText, fc.constant(null));
  return anyJson;
}

type Path = Array<string | number>;

function pathsOf(value: unknown, path: Path = [], into: Path[] = []): Path[] {
  into.push(path);
  if (into.length > 200) return into;
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...path, index], into));
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], into);
  return into;
}

function at(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((current, key) => (current as Record<string | number, unknown>)?.[key], value);
}

const REMOVE = Symbol("remove");

/** A copy of `value` with the place at `path` set to `next` (or removed); own keys such as `__proto__` stay plain data. */
function replaced(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next === REMOVE ? undefined : next;
  const [head, ...rest] = path;
  const last = rest.length === 0;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (last && next === REMOVE) copy.splice(Number(head), 1);
    else copy[Number(head)] = replaced(copy[Number(head)], rest, next);
    return copy;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (last && next === REMOVE) return Object.fromEntries(entries.filter(([key]) => key !== head));
  return Object.fromEntries(entries.map(([key, item]) => [key, key === head ? replaced(item, rest, next) : item]));
}

type Mutation = "wrong-type" | "text" | "huge" | "number" | "remove" | "extra" | "null" | "wrap";

/**
 * "Near valid": a valid value with one place changed — a wrong type, a tricky or huge text, an edge number,
 * a field left out or added (`__proto__` included), null, or the whole thing wrapped in an array.
 */
export function nearValid(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const mutation = fc.constantFrom<Mutation>("wrong-type", "text", "huge", "number", "remove", "extra", "null", "wrap");
  return fc
    .tuple(valid, fc.nat(), mutation, fc.constantFrom("__proto__", "constructor", "extra", "_id", "isAdmin", "role", ""))
    .chain(([value, pick, kind, key]) => {
      const paths = pathsOf(value);
      const path = paths[pick % paths.length];
      const old = at(value, path);
      const replacement: fc.Arbitrary<unknown> =
        kind === "wrong-type"
          ? wrongTypeOf(old)
          : kind === "text"
            ? anyText
            : kind === "huge"
              ? hugeText
              : kind === "number"
                ? fc.oneof(edgeNumber, numberLikeText)
                : kind === "null"
                  ? fc.constant(null)
                  : kind === "wrap"
                    ? fc.constant([old])
                    : kind === "extra"
                      ? anyJson.map((extra) => (old && typeof old === "object" && !Array.isArray(old) ? { ...old, [key]: extra } : extra))
                      : fc.constant(REMOVE);
      return replacement.map((next) => replaced(value, path, next));
    });
}
