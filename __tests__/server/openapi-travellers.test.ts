import type { TSchema } from '@sinclair/typebox';
import * as AccountWire from '@/contract/wire/account';
import { Booking, BookingCreated, BookingRequest } from '@/contract/wire/bookings';
import { MessageAnswer } from '@/contract/wire/envelope';
import { Transfer, TransferRequest } from '@/contract/wire/transfers';
import { useTestApp } from './support/testApp';

jest.setTimeout(60_000);

const testApp = useTestApp({ SEED_DEMO_CONTENT: 'false' });

/** The key pattern of TypeBox's Record(String, …). */
const ANY_KEY = '^(.*)$';

/** `anyOf: [X, { type: 'null' }]` is OpenAPI 3.0's X with `nullable: true`. */
function withoutNullUnion(schema: object): object {
  const { anyOf, ...rest } = schema as { anyOf?: Array<{ type?: string }> };
  const nonNull = anyOf?.filter((part) => part.type !== 'null');
  if (!anyOf || anyOf.length !== 2 || nonNull?.length !== 1) return schema;
  return { ...nonNull[0], ...rest, nullable: true };
}

/**
 * A schema as JSON, in the OpenAPI 3.0 words the document uses: a `const` is a one-value
 * `enum`, a record's values are `additionalProperties`, a union with null is `nullable`, and
 * examples (`examples` in TypeBox, `example` in OpenAPI) are left out.
 */
function asDocumented(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(asDocumented);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(withoutNullUnion(schema))
      .filter(([key]) => key !== 'examples' && key !== 'example')
      .map(([key, value]) => {
        if (key === 'const') return ['enum', [value]];
        if (key === 'patternProperties' && ANY_KEY in value) {
          return ['additionalProperties', asDocumented(value[ANY_KEY])];
        }
        return [key, asDocumented(value)];
      }),
  );
}
const plain = (schema: TSchema) => asDocumented(JSON.parse(JSON.stringify(schema)));

type Operation = { requestBody?: { content: Record<string, { schema: unknown }> } } & {
  responses: Record<string, { content: Record<string, { schema: unknown }> }>;
};

async function operation(method: 'get' | 'post', path: string): Promise<Operation> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
  return response.json().paths[path][method];
}
const json = (part: { content: Record<string, { schema: unknown }> } | undefined) =>
  asDocumented(part?.content['application/json'].schema);

/** The part of a schema that `path` names, such as the items of a paged answer's results. */
const at = (schema: unknown, ...path: string[]) =>
  path.reduce((part, key) => (part as Record<string, unknown>)[key], schema);

const PAGE_ITEMS = ['properties', 'data', 'properties', 'results', 'items'];

describe('the OpenAPI document of the account, booking and transfer calls', () => {
  it.each([
    ['/api/account/sign-up', AccountWire.SignUpRequest],
    ['/api/account/verify-email', AccountWire.VerifyEmailRequest],
    ['/api/account/resend-otp', AccountWire.EmailRequest],
    ['/api/account/forgot-password', AccountWire.EmailRequest],
    ['/api/account/reset-password', AccountWire.ResetPasswordRequest],
    ['/api/account/app/sign-in', AccountWire.SignInRequest],
    ['/api/booking/add', BookingRequest],
    ['/transport-api/user/transfer', TransferRequest],
  ])('documents the body of POST %s from its wire schema', async (path, schema) => {
    expect(json((await operation('post', path)).requestBody)).toEqual(plain(schema));
  });

  it.each([
    ['post', '/api/account/sign-up', '201', MessageAnswer],
    ['post', '/api/account/verify-email', '200', AccountWire.VerifyEmailAnswer],
    ['post', '/api/account/app/sign-in', '200', AccountWire.SignInAnswer],
    ['post', '/api/account/app/sign-in', '401', AccountWire.SignInFailure],
    ['get', '/api/account/', '200', AccountWire.Account],
    ['post', '/api/account/logout', '200', MessageAnswer],
  ] as const)(
    'documents the %s %s answer %s from its wire schema',
    async (method, path, status, schema) => {
      expect(json((await operation(method, path)).responses[status])).toEqual(plain(schema));
    },
  );

  it('documents the booking and transfer answers from their wire schemas', async () => {
    const booked = json((await operation('post', '/api/booking/add')).responses['201']);
    expect(at(booked, 'properties', 'data')).toEqual(plain(BookingCreated));
    const bookings = json((await operation('get', '/api/booking/user-booking')).responses['200']);
    expect(at(bookings, ...PAGE_ITEMS)).toEqual(plain(Booking));
    const transferred = json(
      (await operation('post', '/transport-api/user/transfer')).responses['201'],
    );
    expect(at(transferred, 'properties', 'data')).toEqual(plain(Transfer));
    const transfers = json(
      (await operation('get', '/transport-api/user/transfer')).responses['200'],
    );
    expect(at(transfers, ...PAGE_ITEMS)).toEqual(plain(Transfer));
  });
});
