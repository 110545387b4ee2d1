import fp from 'fastify-plugin';
import { checkedBy } from '../lib/hooks';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../lib/http';
import { SERVER_MESSAGES } from '@/contract/serverMessages';

/** The parts of a JSON schema this check reads; TypeBox writes every route's schemas this way. */
interface Schema {
  type?: string | string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  items?: Schema;
  pattern?: string;
}

type Problems = Record<string, string[]>;

const NUL = '\u0000';
/** A number in a path or a query is plain decimal digits: no `0x1F`, `1e3`, ` 7` or `Infinity`. */
const INTEGER_TEXT = /^-?\d{1,16}$/;
const NUMBER_TEXT = /^-?\d{1,16}(\.\d{1,16})?$/;

const typesOf = (schema: Schema): string[] | undefined => {
  const members = schema.anyOf ?? schema.oneOf;
  if (members) {
    const all = members.map(typesOf);
    return all.some((types) => types === undefined) ? undefined : (all.flat() as string[]);
  }
  if (schema.type === undefined) return undefined; // anything goes (an ignored field)
  return Array.isArray(schema.type) ? schema.type : [schema.type];
};

const jsonTypeOf = (value: unknown) => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
};

const allows = (types: string[], value: unknown) => {
  const type = jsonTypeOf(value);
  return types.includes(type) || (type === 'integer' && types.includes('number'));
};

/** The field name is the client's (a query key may be `constructor` or `__proto__`): own keys only. */
const note = (problems: Problems, field: string, text: string) => {
  const key = field || 'body';
  if (!Object.hasOwn(problems, key))
    Object.defineProperty(problems, key, { value: [], enumerable: true, writable: true });
  problems[key].push(text);
};

/**
 * A body value of the wrong JSON type: text where a number is expected, a boolean where text is,
 * and so on. The schema check alone would convert some of them (`true` to 1, `false` to "false").
 */
function checkBody(schema: Schema | undefined, value: unknown, field: string, problems: Problems) {
  if (!schema || value === undefined) return;
  const types = typesOf(schema);
  if (types && !allows(types, value)) {
    note(problems, field, `must be ${types.filter((type) => type !== 'null').join(' or ')}`);
    return;
  }
  if (typeof value === 'string' && schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) {
    // Checked here too: inside a union, the schema check would convert "0x4" for a number member.
    note(problems, field, 'is not valid');
    return;
  }
  const members = schema.anyOf ?? schema.oneOf;
  if (members) {
    // Inside a union, look deeper only where one member alone fits the value's type.
    const fitting = members.filter((member) => !typesOf(member) || allows(typesOf(member)!, value));
    if (fitting.length === 1) checkBody(fitting[0], value, field, problems);
    return;
  }
  if (Array.isArray(value) && schema.items) {
    value.forEach((item, index) => checkBody(schema.items, item, `${field}.${index}`, problems));
  } else if (value && typeof value === 'object' && schema.properties) {
    for (const [name, inner] of Object.entries(value)) {
      checkBody(schema.properties[name], inner, field ? `${field}.${name}` : name, problems);
    }
  }
}

/** A path or query number written other than in plain decimal digits. */
function checkText(schema: Schema | undefined, input: unknown, problems: Problems) {
  if (!schema?.properties || !input || typeof input !== 'object') return;
  for (const [name, raw] of Object.entries(input)) {
    const property = schema.properties[name];
    if (!property) continue;
    const types = typesOf(property.items ?? property) ?? [];
    if (types.includes('string') || !types.some((t) => t === 'integer' || t === 'number')) continue;
    const pattern = types.includes('number') ? NUMBER_TEXT : INTEGER_TEXT;
    const values = Array.isArray(raw) ? raw : [raw];
    if (values.some((value) => typeof value === 'string' && !pattern.test(value))) {
      note(problems, name, 'must be a number written in plain digits');
    }
  }
}

/** Text PostgreSQL cannot store: the NUL character, in any value or name. */
function checkNul(value: unknown, field: string, problems: Problems, depth = 0) {
  if (typeof value === 'string') {
    if (value.includes(NUL)) note(problems, field, 'must not contain the NUL character');
  } else if (value && typeof value === 'object' && depth < 64) {
    for (const [name, inner] of Object.entries(value)) {
      const path = field ? `${field}.${name}` : name;
      if (name.includes(NUL)) note(problems, field, 'must not contain the NUL character');
      else checkNul(inner, path, problems, depth + 1);
    }
  }
}

/**
 * Before the schema check of every route: the NUL character anywhere, a body value of the wrong
 * JSON type and a path or query number that is not plain digits are a 400 naming the field,
 * instead of being converted (or reaching the database and failing there as a 500).
 */
export function refuseUncheckableInput(request: FastifyRequest) {
  const problems: Problems = {};
  checkNul(request.params, '', problems);
  checkNul(request.query, '', problems);
  checkNul(request.body, '', problems);
  const schema = request.routeOptions.schema as
    { body?: Schema; params?: Schema; querystring?: Schema } | undefined;
  if (schema) {
    checkText(schema.params, request.params, problems);
    checkText(schema.querystring, request.query, problems);
    if (request.body !== undefined) checkBody(schema.body, request.body, '', problems);
  }
  const fields = Object.keys(problems);
  if (fields.length > 0) {
    const summary = fields.map((field) => `${field} ${problems[field][0]}`).join('; ');
    throw badRequest(`${SERVER_MESSAGES.invalidBody} ${summary}.`, problems);
  }
}

export default fp(
  async (app) => {
    app.addHook('preValidation', checkedBy(refuseUncheckableInput));
  },
  { name: 'strict-input' },
);
