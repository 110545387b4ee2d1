/** The calls of the OpenAPI document the server publishes at /api/docs/json, as the fuzzer uses them. */
import type { JsonSchema } from './values';

export interface Parameter {
  in: 'path' | 'query';
  name: string;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /** The answer's schema for each documented status. */
  answers: Record<string, JsonSchema | undefined>;
  staffOnly: boolean;
}

interface OpenApiOperation {
  parameters?: (Parameter & { in: string })[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: (operation.parameters ?? []).filter(
        (parameter): parameter is Parameter => parameter.in === 'path' || parameter.in === 'query',
      ),
      body: operation.requestBody?.content?.['application/json']?.schema,
      answers: Object.fromEntries(
        Object.entries(operation.responses ?? {}).map(([status, answer]) => [
          status,
          answer.content?.['application/json']?.schema,
        ]),
      ),
      staffOnly: path.startsWith('/api/operator/'),
    })),
  );
}

/** Calls that end the caller's session: the fuzzer sends them only without a token. */
export const endsSession = (operation: Operation) => operation.path.endsWith('/logout');
