import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { badRequest, unauthorized } from '#core/errors.ts';
import { errorsPlugin } from './errors.ts';

async function appWith(register: (app: ReturnType<typeof fastifyWithZod>) => void) {
  const app = fastifyWithZod();
  await app.register(errorsPlugin);
  register(app);
  await app.ready();
  return app;
}

function fastifyWithZod() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app.withTypeProvider<ZodTypeProvider>();
}

describe('the API error handler', () => {
  it('hides the details of an unexpected failure behind a 500 with the spec text', async () => {
    const app = await appWith((a) =>
      a.get('/boom', async () => {
        throw new Error('relation "users" does not exist: select password_hash from users');
      }),
    );
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'There was a problem, please try again' });
    expect(response.body).not.toMatch(/select|users|stack|at /);
  });

  it('keeps the code of a 400 and the message of a 401', async () => {
    const app = await appWith((a) => {
      a.post('/register', async () => {
        throw badRequest('This email address is already in use by another account', 'email_already_exist');
      });
      a.get('/me', async () => {
        throw unauthorized();
      });
    });
    const taken = await app.inject({ method: 'POST', url: '/register' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      message: 'This email address is already in use by another account',
      code: 'email_already_exist',
    });
    const me = await app.inject({ method: 'GET', url: '/me' });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: 'Log in to access this page' });
  });

  it('turns schema validation failures into 422 with field errors', async () => {
    const app = await appWith((a) =>
      a.post(
        '/things',
        { schema: { body: z.object({ name: z.string().min(2), price: z.number().int() }) } },
        async () => ({}),
      ),
    );
    const response = await app.inject({ method: 'POST', url: '/things', payload: { name: 'x', price: 1.5 } });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(Object.keys(body.errors).sort()).toEqual(['name', 'price']);
    expect(body.message).toMatch(/^Invalid name, price: /);
  });

  it('names a refused field even when it is called like an object method', async () => {
    const app = await appWith((a) =>
      a.post('/things', { schema: { body: z.object({ name: z.string() }).strict() } }, async () => ({})),
    );
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { name: 'x', toString: 1, constructor: 2 },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['constructor', 'toString']);
  });

  it('answers malformed JSON with 400 and an unsupported body type with 415', async () => {
    const app = await appWith((a) => a.post('/things', async () => ({})));
    const malformed = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBeTruthy();
    const unsupported = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(unsupported.statusCode).toBe(415);
  });
});

describe('bad input reported by a library rather than by us', () => {
  it('is a 400 naming the problem: multipart that is not well-formed, a NUL the database refused', async () => {
    const app = await appWith((a) => {
      a.post('/form', async () => {
        throw new Error('Unexpected end of multipart data');
      });
      a.post('/boundary', async () => {
        throw new Error('Multipart: Boundary not found');
      });
      a.post('/text', async () => {
        throw Object.assign(new Error('Failed query: insert into things'), {
          cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }),
        });
      });
    });
    for (const url of ['/form', '/boundary']) {
      const response = await app.inject({ method: 'POST', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'The form data is not well-formed multipart',
        code: 'malformed_form',
      });
    }
    const text = await app.inject({ method: 'POST', url: '/text' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ message: 'Text must not contain the NUL character', code: 'invalid_character' });
  });

  it('but any other failure of a query stays a 500 that says nothing about it', async () => {
    const app = await appWith((a) =>
      a.get('/broken', async () => {
        throw Object.assign(new Error('Failed query: select'), {
          cause: Object.assign(new Error('column "x" does not exist'), { code: '42703' }),
        });
      }),
    );
    const response = await app.inject({ method: 'GET', url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'There was a problem, please try again' });
  });
});
