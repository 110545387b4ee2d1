import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import passwordResetRoutes from './passwordReset';
import registrationRoutes from './registration';
import signInRoutes from './signIn';

/** Fields stored or compared as typed, where surrounding spaces are part of the value. */
const UNTRIMMED = new Set(['password', 'newPassword']);

/** The account calls of the API reference at /api/docs, under /api/account. */
const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Text fields are trimmed before validation, so " ama@example.com " is a valid address.
  app.addHook('preValidation', async (request) => {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    for (const [field, value] of Object.entries(body)) {
      if (typeof value === 'string' && !UNTRIMMED.has(field)) {
        (body as Record<string, unknown>)[field] = value.trim();
      }
    }
  });

  await app.register(registrationRoutes);
  await app.register(signInRoutes);
  await app.register(passwordResetRoutes);
};

export default accountRoutes;
