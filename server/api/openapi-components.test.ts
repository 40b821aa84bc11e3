import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from './error-schema.ts';
import { registerOpenApiComponents, withoutUnusedSchemas } from './openapi-components.ts';

describe('OpenAPI components', () => {
  it('change only the document: a response schema named as a component still validates and strips', async () => {
    registerOpenApiComponents();
    expect(z.globalRegistry.get(errorBodySchema)?.id).toBe('ErrorBody');
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.withTypeProvider<ZodTypeProvider>().post(
      '/echo',
      { schema: { body: errorBodySchema, response: { 200: errorBodySchema } } },
      // An extra field, as a handler might pass a whole database row.
      async (request) => ({ ...request.body, secret: 'x' }),
    );
    try {
      const ok = await app.inject({ method: 'POST', url: '/echo', payload: { message: 'm', code: 'c' } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ message: 'm', code: 'c' });
      const bad = await app.inject({ method: 'POST', url: '/echo', payload: { code: 'c' } });
      expect(bad.statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });

  it('are kept only when something refers to them, directly or through another component', () => {
    const document = {
      paths: { '/a': { get: { responses: { 200: { $ref: '#/components/schemas/A' } } } } },
      components: {
        securitySchemes: {},
        schemas: { A: { properties: { b: { $ref: '#/components/schemas/B' } } }, B: {}, AInput: {} },
      },
    };
    expect(Object.keys(withoutUnusedSchemas(document).components.schemas)).toEqual(['A', 'B']);
    expect(withoutUnusedSchemas(document).components.securitySchemes).toEqual({});
  });
});
