import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { SERVER_MESSAGES } from '../../../src/contract/serverMessages';

export const WEBSITE_DIR = path.resolve(__dirname, '../../../dist/website');
const API_BASES = ['/api/', '/transport-api/'];

/**
 * Serves the images under /images/ and, when a website build exists, the website itself with
 * index.html for client routes. Unknown paths under the API bases stay JSON 404s.
 */
export default fp(
  async (app, opts: { websiteDir?: string }) => {
    const websiteDir = opts.websiteDir ?? WEBSITE_DIR;
    fs.mkdirSync(app.config.imagesDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: app.config.imagesDir,
      prefix: '/images/',
      decorateReply: false,
      index: false,
      maxAge: '7d',
    });

    const indexFile = path.join(websiteDir, 'index.html');
    const hasWebsite = fs.existsSync(indexFile);
    if (hasWebsite) {
      await app.register(fastifyStatic, {
        root: websiteDir,
        prefix: '/',
        wildcard: false,
        index: false,
        decorateReply: true,
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0];
      const underApi = API_BASES.some((base) => url === base.slice(0, -1) || url.startsWith(base));
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (hasWebsite && wantsPage && !underApi && !url.startsWith('/images/')) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html', websiteDir);
      }
      return reply.status(404).send({ success: false, message: SERVER_MESSAGES.notFound });
    });
  },
  { name: 'website', dependencies: ['config'] },
);
