// The OpenAPI 3.1 document is generated from the routes' zod schemas, never written
// by hand: /api/openapi.json, with a readable reference at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { registerOpenApiComponents, withoutUnusedSchemas } from '#server/api/openapi-components.ts';
import { withMultipartBodies } from '#server/api/openapi-multipart.ts';
import { SECURITY_SCHEMES, withOperationFacts, withStatusDescriptions } from '#server/api/openapi-operations.ts';

export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    registerOpenApiComponents();
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Dazu API',
          version: '1.0.0',
          description:
            'JSON API of the Dazu property portal. Errors are { message, errors?, code? }; lists are { data, meta }. See docs/api.md.',
          license: { name: 'MIT', identifier: 'MIT' },
        },
        // Relative: the document describes the site that serves it, wherever it runs.
        servers: [{ url: '/', description: 'This site' }],
        components: { securitySchemes: SECURITY_SCHEMES },
        tags: [
          { name: 'platform', description: 'Health and readiness' },
          { name: 'catalogue', description: 'Categories, attributes and filters' },
          { name: 'offers', description: 'Listings' },
          { name: 'search', description: 'Search' },
          { name: 'places', description: 'Offline UK gazetteer and geocoding' },
          { name: 'content', description: 'Footer pages' },
          { name: 'auth', description: 'Registration, login, activation and passwords' },
          { name: 'user', description: 'The logged-in user’s own account and notifications' },
          { name: 'agents', description: 'A company’s agents: invitations and removal' },
          { name: 'profiles', description: 'The advertisers’ directory and public profiles' },
          { name: 'imports', description: 'Bulk import of listings from BLM, Kyero and CSV feeds' },
          { name: 'auctions', description: 'Auction lots: terms, bidding and the bid history' },
          { name: 'favourites', description: 'The logged-in user’s favourite offers' },
          { name: 'saved-searches', description: 'Saved searches and their alert e-mails' },
          { name: 'services', description: 'The services directory' },
          { name: 'admin', description: 'Operators only: moderation, prices' },
          { name: 'billing', description: 'Prices (and, with payments, bills and orders)' },
        ],
      },
      transform: (input) => {
        const output = jsonSchemaTransform(input);
        return { ...output, schema: withOperationFacts(output.schema, input.route, output.url) };
      },
      // Shared schemas once under components.schemas, referred to with $ref.
      transformObject: (document) =>
        withoutUnusedSchemas(withMultipartBodies(withStatusDescriptions(jsonSchemaTransformObject(document)))),
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Our own policy for the reference page: nothing from other origins (it must
      // work offline), no inline script or style (Swagger UI sets its styles through
      // the CSSOM, which the policy allows), no framing.
      transformStaticCSP: () =>
        "default-src 'self'; base-uri 'self'; font-src 'self' data:; frame-ancestors 'none'; img-src 'self' data:; object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self'; style-src-attr 'none'",
      // Without the standalone layout's top bar: one document to show, and its logo is an
      // SVG with a <style> element, which the policy refuses.
      uiConfig: { docExpansion: 'list', deepLinking: true, layout: 'BaseLayout' },
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
