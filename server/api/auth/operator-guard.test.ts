// The whole permission table against the whole back office: every back-office route,
// asked by an account of every role, answers 403 exactly where the role lacks the
// route's permission, and lets it through everywhere else (the answer is then the
// route's own: 200, 404 for a record that is not there, 400 for an empty body...); a
// guest gets 401 everywhere, and so does an owner who never confirmed their address (they
// cannot sign in). An operator whose sign-in showed no second factor is refused everywhere
// until it does. The table is contract/permissions.ts, the only place roles are read.
import { describe, expect, it } from 'vitest';
import { can, OPERATOR_ROLES, type Role } from '#contract/permissions.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { codeAfter } from '#tests/fixtures/two-factor.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { guestClient } from '#tests/setup/client.ts';
import { signedInUser } from '#tests/setup/users.ts';

const t = testAppForFile({ JOBS_WORKER: 'false' });
const PASSWORD = 'Back-Office-2026';
const ROLES_TRIED: Role[][] = [['user'], ['agent'], ['company'], ...OPERATOR_ROLES.map((role) => [role])];
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** The route's path with every parameter filled in (a record that does not exist). */
const pathOf = (url: string) => `/api${url.replace(/^\/api/, '').replace(/:[A-Za-z_]+/g, SOME_ID)}`;

describe('the back office’s permission table', () => {
  it('names a permission on every back-office route', () => {
    const routes = t.app.operatorRoutes;
    expect(routes.length).toBeGreaterThan(20);
    for (const path of ['/api/admin/prices', '/api/admin/offers', '/api/admin/blog']) {
      expect(
        routes.some((route) => route.url.startsWith(path)),
        path,
      ).toBe(true);
    }
  });

  it('refuses every role without the permission, and only those, on every route', async () => {
    let address = 0;
    for (const roles of ROLES_TRIED) {
      address += 1;
      const { user, client } = await signedInUser(t, `198.51.100.${address}`, {
        password: PASSWORD,
        roles,
        accountType: roles.includes('company') ? 'agency' : 'private',
      });
      for (const route of t.app.operatorRoutes) {
        const answer = await client.request(
          route.method as 'GET',
          pathOf(route.url),
          route.method === 'GET' ? undefined : {},
        );
        const allowed = can(user, route.permission);
        const where = `${roles.join('+')} ${route.method} ${route.url} (${route.permission}): ${answer.body.slice(0, 200)}`;
        if (allowed) expect([401, 403, 419], where).not.toContain(answer.statusCode);
        else expect(answer.statusCode, where).toBe(403);
      }
    }
  });

  it('tells an operator that their role does not allow it, and anyone else that it is for operators', async () => {
    const { client: editor } = await signedInUser(t, '198.51.100.50', { password: PASSWORD, roles: ['editor'] });
    expect((await editor.get('/api/admin/prices')).json().message).toBe(
      'Your operator role does not allow this: ask the site’s owner',
    );
    const { client: person } = await signedInUser(t, '198.51.100.51', { password: PASSWORD, roles: ['user'] });
    expect((await person.get('/api/admin/prices')).json().message).toBe('Only the site’s operators can do this');
  });

  it('answers 401 to a guest and to an owner who never confirmed their address, on every route', async () => {
    const guest = await guestClient(t.app, '198.51.100.60');
    const unconfirmed = await createUser(t.database.db, { password: PASSWORD, roles: ['owner'], verified: false });
    const refusedLogin = await guest.request('POST', '/api/auth/login', {
      email: unconfirmed.email,
      password: PASSWORD,
    });
    expect(refusedLogin.statusCode).not.toBe(200);
    for (const route of t.app.operatorRoutes) {
      const answer = await guest.request(
        route.method as 'GET',
        pathOf(route.url),
        route.method === 'GET' ? undefined : {},
      );
      expect(answer.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('refuses an owner who signed in with the password only, on every route, until a code is shown', async () => {
    const { user, client } = await signedInUser(t, '198.51.100.70', {
      password: PASSWORD,
      roles: ['owner'],
      twoFactor: false,
    });
    for (const route of t.app.operatorRoutes) {
      const answer = await client.request(
        route.method as 'GET',
        pathOf(route.url),
        route.method === 'GET' ? undefined : {},
      );
      expect(answer.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(answer.json().code).toBe('second_factor_required');
    }
    // Turning two-factor sign-in on (a code from the app) counts for this session.
    const { secret } = (await client.post('/api/user/two-factor')).json() as { secret: string };
    const confirm = await client.post('/api/user/two-factor/confirm', { code: await codeAfter(secret, null) });
    expect(confirm.statusCode).toBe(200);
    expect((await client.get('/api/admin/prices')).statusCode).toBe(200);
    expect(user.roles).toEqual(['owner']);
  });
});
