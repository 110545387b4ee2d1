import type { TSchema } from '@sinclair/typebox';
import {
  CountryProgrammes,
  Destination,
  Excursion,
  ExcursionListQuery,
  ExcursionType,
} from '@/contract/wire/catalog';
import { EnquiryRequest } from '@/contract/wire/enquiries';
import { Envelope, Failure, MessageAnswer, Paged } from '@/contract/wire/envelope';
import { DestinationReviewRequest, ExcursionReviewRequest } from '@/contract/wire/reviews';
import { Type } from '@sinclair/typebox';
import { useTestApp } from './support/testApp';

jest.setTimeout(60_000);

const testApp = useTestApp({ SEED_DEMO_CONTENT: 'false' });

type Content = { content: Record<string, { schema: unknown }> };
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  description?: string;
  schema: unknown;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: Content;
  responses: Record<string, Content>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

let document: Document;
beforeAll(async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
  document = response.json();
});

/**
 * A schema as the document writes it: plain JSON, where OpenAPI 3.0 spells a `const` as an
 * `enum` and a value or null as the value's schema marked `nullable`.
 */
const plain = (schema: TSchema): unknown =>
  JSON.parse(JSON.stringify(schema), (key, value: unknown) => {
    if (!value || typeof value !== 'object') return value;
    if ('const' in value) return (({ const: only, ...rest }) => ({ ...rest, enum: [only] }))(value);
    const { anyOf, ...rest } = value as { anyOf?: Array<{ type?: string }> };
    const others = anyOf?.filter((option) => option.type !== 'null');
    return anyOf && others?.length === 1 && anyOf.length === 2
      ? { ...others[0], ...rest, nullable: true }
      : value;
  });
const body = (part: Content | undefined) => part?.content['application/json'].schema;
const answer = (method: string, path: string, status: string) =>
  body(document.paths[path][method].responses[status]);

describe('the OpenAPI document of the catalogue, reviews and enquiries', () => {
  it.each([
    ['/api/excursionstype', Envelope(Type.Array(ExcursionType))],
    ['/api/destination', Envelope(Type.Array(Destination))],
    ['/api/destination/{id}', Envelope(Destination)],
    ['/api/excursions/{id}', Envelope(Excursion)],
    ['/api/excursions/allexcursion', Envelope(Paged(Excursion))],
    ['/api/excursions/destination/{destinationId}', Envelope(Paged(Excursion))],
    ['/api/excursions/destination/{destinationId}/type/{categoryId}', Envelope(Paged(Excursion))],
    ['/api/excursions/specialinterest', Envelope(CountryProgrammes)],
  ])('documents the answer of GET %s from its wire schema', (path, schema) => {
    expect(answer('get', path, '200')).toEqual(plain(schema));
  });

  it.each([
    ['/api/review/', ExcursionReviewRequest],
    ['/api/review/create', DestinationReviewRequest],
    ['/api/enquiry/', EnquiryRequest],
  ])('documents the body of POST %s and its answer from their wire schemas', (path, schema) => {
    expect(body(document.paths[path].post.requestBody)).toEqual(plain(schema));
    expect(answer('post', path, '201')).toEqual(plain(MessageAnswer));
  });

  it('documents the excursion list query from its wire schema', () => {
    const { parameters = [] } = document.paths['/api/excursions/allexcursion'].get;
    const query = parameters.filter((parameter) => parameter.in === 'query');
    expect(query.map(({ name }) => name)).toEqual(Object.keys(ExcursionListQuery.properties));
    for (const { name, schema } of query) {
      const { description, ...documented } = plain(
        ExcursionListQuery.properties[name as keyof typeof ExcursionListQuery.properties],
      ) as { description?: string };
      expect(schema).toEqual(documented);
      expect(query.find((parameter) => parameter.name === name)?.description).toBe(description);
    }
  });

  it('names the failure schema once and refers to it from every failure', () => {
    const component = document.components.schemas[Failure.$id!] as typeof Failure;
    expect(component.description).toBe(Failure.description);
    expect(component.required).toEqual(Failure.required);
    expect(Object.keys(component.properties)).toEqual(Object.keys(Failure.properties));
    expect(answer('get', '/api/excursions/{id}', '404')).toEqual({
      $ref: `#/components/schemas/${Failure.$id}`,
    });
  });
});
