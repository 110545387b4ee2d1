import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '@/i18n';
import { preferredLocale } from '../i18n/acceptLanguage';
import { answerInFrench, keepSentencesOf } from '../i18n/visitorAnswers';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the page that made the call (its Accept-Language): mails and answers follow it. */
    locale: Locale;
  }
}

/** The console's and the resellers' calls: their answers stay English (docs/languages.md). */
const ENGLISH_ONLY = /^\/api\/(operator|octo)(\/|\?|$)/;

/**
 * Every request carries the visitor's language, English unless the page asked for French; a
 * French page's answers (`message`, `error`, field `errors`) come back in French.
 */
export default fp(
  async (app) => {
    app.decorateRequest('locale', 'en');
    app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
      request.locale = preferredLocale(request.headers['accept-language']);
      keepSentencesOf(done);
    });
    app.addHook('preSerialization', async (request: FastifyRequest, _reply, payload: unknown) => {
      if (request.locale !== 'fr' || ENGLISH_ONLY.test(request.url)) return payload;
      return answerInFrench(payload);
    });
  },
  { name: 'locale' },
);
