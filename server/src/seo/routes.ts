import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { robotsTxt } from './robots';
import { renderSitemap, sitemapPaths } from './sitemap';

/** robots.txt and sitemap.xml, served whether or not a website build exists. */
const seoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const robots = robotsTxt(app.config.publicUrl);

  app.get(
    '/robots.txt',
    {
      schema: {
        tags: ['search engines'],
        summary: 'What crawlers may visit, and where the sitemap is',
        response: { 200: Type.String({ description: 'robots.txt (text/plain)' }) },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'public, max-age=86400')
        .send(robots),
  );

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['search engines'],
        summary: 'The public pages, destinations and excursions (at most 50,000 URLs)',
        response: { 200: Type.String({ description: 'A sitemap (application/xml)' }) },
      },
    },
    async (_request, reply) => {
      const paths = await sitemapPaths(app.db);
      return reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(renderSitemap(app.config.publicUrl, paths));
    },
  );
};

export default seoRoutes;
