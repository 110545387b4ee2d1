/**
 * Values for the fuzzer, drawn by fast-check from the JSON Schemas of the OpenAPI document:
 * mostly what the schema allows (so requests reach the services), often what it does not
 * (wrong types, missing fields, huge or hostile strings, numbers at the edges, deep nesting).
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
}

/** Strings an attacker or a broken client sends. */
const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '%00',
  "' OR 1=1 --",
  '"; DROP TABLE bookings; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  '\uD800',
  '\uFFFF\uFFFE',
  '🇬🇲 Îles de Los — ñ ç ß',
  '\u202Eevil',
  ' ',
  '',
  '0x1F',
  '1e400',
  '-0',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
];

const EDGE_NUMBERS = [
  0,
  -1,
  1,
  2,
  2147483647,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER,
  2 ** 63,
  1e308,
  -1e308,
  0.5,
  1e-9,
];

const shortHostile = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 40 }).map((text) => `${text}\u0000${text}`),
);

/** Hostile text, now and then huge (past every field limit, and the body limit). */
export const hostileString = fc.oneof(
  { weight: 6, arbitrary: shortHostile },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'x'.repeat(n)) },
);

const edgeNumber = fc.oneof(
  fc.constantFrom(...EDGE_NUMBERS),
  fc.double({ noNaN: true }),
  fc.integer(),
);

/** Any JSON value, nested up to a depth: the wrong type for almost every field. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { maxDepth: 3 },
  fc.constant(null),
  fc.boolean(),
  edgeNumber,
  hostileString,
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), {
    maxKeys: 4,
  }),
);

/** Deep nesting: arrays inside arrays, a hundred levels down. */
export const deeplyNested = fc.integer({ min: 20, max: 200 }).map((depth) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
});

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

/** A value the schema accepts (as far as these keywords go). */
export function allowed(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map(allowed));
  switch (typeOf(schema)) {
    case 'integer':
      return fc.integer({
        min: schema.minimum ?? -1000,
        max: Math.min(schema.maximum ?? 1000, 1000),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? allowed(schema.items) : anyJson, {
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
      return objectOf(schema, allowed);
    case 'string':
      return allowedString(schema);
    default:
      return anyJson;
  }
}

function allowedString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date' || /date/i.test(schema.pattern ?? ''))
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  return fc.string({
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 60, 60),
  });
}

/** A value that is allowed, or wrong in one of the ways a fuzzer tries. */
export function anyValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: allowed(schema) },
    { weight: 2, arbitrary: anyJson },
    { weight: 2, arbitrary: hostileString },
    { weight: 1, arbitrary: edgeNumber },
  );
}

function objectOf(
  schema: JsonSchema,
  value: (s: JsonSchema) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) record[name] = value(property);
  return fc.record(record, { requiredKeys: schema.required ?? [] });
}

/** A request body: usually an object of the schema's fields, sometimes anything at all. */
export function bodyFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: objectOf(schema, anyValue) },
    { weight: 2, arbitrary: objectOf(schema, allowed) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(objectOf(schema, allowed), fc.string({ maxLength: 10 }), anyJson)
        .map(([body, key, extra]) => ({ ...body, [key]: extra })),
    },
    { weight: 1, arbitrary: anyJson },
    { weight: 1, arbitrary: deeplyNested },
  );
}

/** A path or query parameter as text: usually allowed, often hostile. */
export function parameterText(schema: JsonSchema): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: allowed(schema).map(String) },
    { weight: 1, arbitrary: edgeNumber.map(String) },
    { weight: 2, arbitrary: shortHostile },
    { weight: 1, arbitrary: fc.integer({ min: 2_000, max: 20_000 }).map((n) => '9'.repeat(n)) },
    { weight: 1, arbitrary: fc.constantFrom('0x1', '1.0', '+1', ' 1', '1e3', '01', '-1', '') },
  );
}
