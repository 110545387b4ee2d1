import type { FastifyReply } from 'fastify';

/** A file answer in the OpenAPI document: bytes of one media type. */
export const fileAnswer = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: { type: 'string', format: 'binary' } } },
});

/** Sends a made file as a download under `filename`; never kept by a shared cache. */
export function sendFile(
  reply: FastifyReply,
  body: Buffer | string,
  type: string,
  filename: string,
) {
  return reply
    .type(type)
    .header('Content-Disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
    .header('Cache-Control', 'private, no-store')
    .send(body);
}
