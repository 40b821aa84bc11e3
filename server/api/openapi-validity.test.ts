// The published OpenAPI document as other tools read it: two independent validators
// must accept it, and the lint of one of them (its recommended rules) must find
// nothing but the warnings explained below.
import { validate } from '@readme/openapi-parser';
import { BaseResolver, createConfig, lintDocument, makeDocumentFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '#tests/setup/app.ts';
import { MULTIPART_BODIES } from './openapi-multipart.ts';

const t = testAppForFile();

type Operation = {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, { schema: unknown }> };
};
type Document = { paths: Record<string, Record<string, Operation>> };

async function openApiDocument(): Promise<Document> {
  const response = await t.app.inject({ url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function operations(document: Document): Array<[string, Operation]> {
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => [`${method} ${path}`, operation] as [string, Operation]),
  );
}

/**
 * Warnings the document keeps on purpose:
 * - the API keeps the paths its existing clients call, which put a verb before the id
 *   (`/offers/refresh/{id}`) beside paths that put it after (`/offers/{id}/stats`);
 *   a literal segment always wins over a parameter, so each request has one route;
 * - the health probes answer 200 or 503, never a client error.
 */
function isExpectedWarning(problem: { ruleId: string; location: Array<{ pointer?: string }> }): boolean {
  if (problem.ruleId === 'no-ambiguous-paths') return true;
  const pointer = problem.location[0]?.pointer ?? '';
  return problem.ruleId === 'operation-4xx-response' && /^#\/paths\/~1(healthz|readyz|api~1health)\//.test(pointer);
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 for @readme/openapi-parser', async () => {
    const result = await validate((await openApiDocument()) as unknown as Parameters<typeof validate>[0]);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('passes the Redocly lint with its recommended rules', async () => {
    const document = makeDocumentFromString(JSON.stringify(await openApiDocument()), '/api/openapi.json');
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintDocument({ document, config, externalRefResolver: new BaseResolver() });
    const unexpected = problems
      .filter((problem) => problem.severity === 'error' || !isExpectedWarning(problem))
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(unexpected).toEqual([]);
  });

  it('gives every operation a unique id, a tag, a summary and who may call it', async () => {
    const all = operations(await openApiDocument());
    const ids = all.map(([, operation]) => operation.operationId);
    expect(new Set(ids).size).toBe(all.length);
    for (const [name, operation] of all) {
      expect(operation.operationId, name).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
      expect(operation.tags?.length, name).toBeGreaterThan(0);
      expect(operation.summary, name).toBeTruthy();
      expect(operation.security, name).toBeDefined();
    }
  });

  it('says which operations need the session and the CSRF header', async () => {
    const document = await openApiDocument();
    expect(document.paths['/api/search']?.get?.security).toEqual([{}, { session: [] }]);
    expect(document.paths['/api/favorites']?.get?.security).toEqual([{ session: [] }]);
    expect(document.paths['/api/auth/login']?.post?.security).toEqual([{ session: [], xsrf: [] }]);
    expect(document.paths['/api/offers']?.post?.operationId).toBe('postOffers');
    expect(document.paths['/api/offers/{id}/stats']?.get?.operationId).toBe('getOffersByIdStats');
    // A payment provider's webhook takes no session: it is checked by its signature.
    const webhook = operations(document).find(([name]) => name.includes('webhook'));
    expect(webhook?.[1].security).toEqual([]);
  });

  it('describes each upload by its parts, not as the JSON body', async () => {
    const byName = new Map(operations(await openApiDocument()));
    for (const name of Object.keys(MULTIPART_BODIES)) {
      const multipart = byName.get(name)?.requestBody?.content['multipart/form-data'];
      expect(multipart, name).toEqual(MULTIPART_BODIES[name]);
    }
    const multipartOperations = [...byName].filter(
      ([, operation]) => operation.requestBody?.content['multipart/form-data'],
    );
    expect(multipartOperations.map(([name]) => name).sort()).toEqual(Object.keys(MULTIPART_BODIES).sort());
  });

  it('documents the request budget on every API operation', async () => {
    for (const [name, operation] of operations(await openApiDocument())) {
      if (name.includes(' /api/') && name !== 'get /api/health')
        expect(Object.keys(operation.responses), name).toContain('429');
    }
  });
});
