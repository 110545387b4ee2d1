/** One fuzzed HTTP request, drawn from a call of the OpenAPI document (or a bad path or method). */
import fc from 'fast-check';
import { endsSession, type Operation } from './operations';
import { bodyFor, hostileString, parameterText } from './values';

export interface FuzzRequest {
  /** The documented call it was drawn from; none for a made-up path. */
  operation?: Operation;
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** A lone surrogate cannot be put in a URL; a client library would send U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const encodeText = (text: string) => encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));

type Tokens = { visitor: string; staff: string };
type Caller = keyof Tokens | 'anonymous';

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function pathOf(operation: Operation): fc.Arbitrary<string> {
  const names = operation.parameters.filter((p) => p.in === 'path');
  if (!names.length) return fc.constant(operation.path);
  return fc
    .tuple(
      ...names.map((p) => fc.tuple(fc.constant(p.name), parameterText(p.schema), fc.boolean())),
    )
    .map((values) =>
      values.reduce(
        // Mostly encoded as a client library would; sometimes raw, as an attacker would.
        (path, [name, text, raw]) =>
          path.replace(`{${name}}`, raw ? text.replace(/[?#\s]/g, '') : encodeText(text)),
        operation.path,
      ),
    );
}

function queryOf(operation: Operation): fc.Arbitrary<string> {
  const parameters = operation.parameters.filter((p) => p.in === 'query');
  const pairs = parameters.map((p) =>
    fc.option(fc.tuple(fc.constant(p.name), parameterText(p.schema))),
  );
  return fc
    .tuple(
      fc.tuple(...pairs),
      fc.option(fc.tuple(fc.string({ maxLength: 8 }), hostileString), { freq: 2 }),
    )
    .map(([chosen, extra]) => {
      const search = new URLSearchParams();
      for (const pair of [...chosen, extra]) if (pair) search.append(pair[0], pair[1]);
      const text = search.toString();
      return text ? `?${text}` : '';
    });
}

function bodyOf(operation: Operation): fc.Arbitrary<{ body?: string; type?: string }> {
  if (operation.method === 'GET') return fc.constant({});
  const garbage = fc.oneof(
    fc.constantFrom('{', '{"a":', 'null', '[]', '"text"', '{"__proto__":{"x":1}}', '\u0000'),
    fc.string({ maxLength: 50 }),
  );
  const json = operation.body ? bodyFor(operation.body) : fc.constant(undefined);
  return fc.oneof(
    {
      weight: 8,
      arbitrary: json.map((value) =>
        value === undefined ? {} : { body: JSON.stringify(value), type: 'application/json' },
      ),
    },
    { weight: 1, arbitrary: garbage.map((body) => ({ body, type: 'application/json' })) },
    { weight: 1, arbitrary: garbage.map((body) => ({ body, type: 'text/plain' })) },
  );
}

function callerFor(operation: Operation): fc.Arbitrary<Caller> {
  if (endsSession(operation)) return fc.constant('anonymous');
  return operation.staffOnly
    ? fc.constantFrom<Caller>('staff', 'staff', 'visitor', 'anonymous')
    : fc.constantFrom<Caller>('anonymous', 'visitor', 'visitor', 'staff');
}

function documented(operations: Operation[], tokens: Tokens): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...operations).chain((operation) =>
    fc
      .record({
        path: pathOf(operation),
        query: queryOf(operation),
        body: bodyOf(operation),
        caller: callerFor(operation),
      })
      .map(({ path, query, body, caller }) => ({
        operation,
        label: `${operation.method} ${operation.path}`,
        method: operation.method,
        url: `${path}${query}`,
        headers: {
          ...(body.type ? { 'content-type': body.type } : {}),
          ...(caller === 'anonymous' ? {} : { authorization: `Bearer ${tokens[caller]}` }),
        },
        body: body.body,
      })),
  );
}

/** A known path with a method it does not take, or a path the server does not have. */
function undocumented(operations: Operation[]): fc.Arbitrary<FuzzRequest> {
  const wrongMethod = fc
    .tuple(fc.constantFrom(...operations), fc.constantFrom(...OTHER_METHODS))
    .filter(([operation, method]) => operation.method !== method)
    .map(([operation, method]) => ({
      label: `${method} ${operation.path} (wrong method)`,
      method,
      url: operation.path.replace(/\{[^}]+\}/g, '1'),
      headers: {},
    }));
  const badPath = fc
    .tuple(fc.constantFrom('/api/', '/api/operator/', '/transport-api/', '/'), hostileString)
    .map(([base, text]) => ({
      label: 'unknown path',
      method: 'GET',
      url: `${base}${encodeText(text).slice(0, 3000)}`,
      headers: {},
    }));
  return fc.oneof(wrongMethod, badPath);
}

export function requestFor(operations: Operation[], tokens: Tokens): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: 9, arbitrary: documented(operations, tokens) },
    { weight: 1, arbitrary: undocumented(operations) },
  );
}
