// Sessions and CSRF. The session cookie (HttpOnly) holds a random id; the XSRF-TOKEN
// cookie (readable by the page, which echoes it) holds the session's CSRF
// token, which every state-changing API request must echo in X-XSRF-TOKEN. The token
// is checked against the session in the database (a synchronizer token), so a cookie
// planted by another site is worthless.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  type ActiveSession,
  findSession,
  type NewSession,
  passwordProof,
  replaceSession,
  type SessionTimes,
} from '#core/accounts/sessions.ts';

export const SESSION_COOKIE = 'dazu_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, looked up once per request and only when asked for. */
    getSession(): Promise<ActiveSession | null>;
  }
  interface FastifyReply {
    /** Sets the cookies of a new session (after it was stored). */
    sendSessionCookies(session: NewSession): void;
    clearSessionCookies(): void;
  }
  interface FastifyInstance {
    sessionTimes: SessionTimes;
    /** The Set-Cookie values of a session, for answers Fastify does not send itself (pages). */
    sessionCookies: SessionCookieValues;
    /** A fresh session for the caller (a visitor's, or a new account's) in place of the one it came with, with its cookies. */
    openSession(request: FastifyRequest, reply: FastifyReply, userId: string | null): Promise<NewSession>;
  }
}

export type SessionCookieValues = {
  open(session: NewSession): string[];
  clear(): string[];
};

const cached = new WeakMap<FastifyRequest, Promise<ActiveSession | null>>();

export const sessionsPlugin = fp(
  async (app: FastifyInstance) => {
    const { sessions: settings } = app.config;
    const times: SessionTimes = { idleMs: settings.idleMs, absoluteMs: settings.absoluteMs };
    const cookieOptions = { path: '/', sameSite: 'lax' as const, secure: settings.secureCookies };
    app.decorate('sessionTimes', times);

    app.decorateRequest('getSession', function getSession(this: FastifyRequest) {
      let session = cached.get(this);
      if (!session) {
        const id = this.cookies[SESSION_COOKIE];
        session = id ? findSession(app.database.db, times, id) : Promise.resolve(null);
        cached.set(this, session);
      }
      return session;
    });

    // The same cookies as values, for answers Fastify does not write itself (a page's action).
    app.decorate('sessionCookies', {
      open(session) {
        const maxAge = Math.floor((session.expiresAt.getTime() - Date.now()) / 1000);
        return [
          app.serializeCookie(SESSION_COOKIE, session.id, { ...cookieOptions, httpOnly: true, maxAge }),
          app.serializeCookie(XSRF_COOKIE, session.csrfToken, { ...cookieOptions, httpOnly: false, maxAge }),
        ];
      },
      clear() {
        const gone = { ...cookieOptions, maxAge: 0, expires: new Date(0) };
        return [
          app.serializeCookie(SESSION_COOKIE, '', { ...gone, httpOnly: true }),
          app.serializeCookie(XSRF_COOKIE, '', { ...gone, httpOnly: false }),
        ];
      },
    } satisfies SessionCookieValues);

    app.decorateReply('sendSessionCookies', function sendSessionCookies(this: FastifyReply, session: NewSession) {
      const maxAge = Math.floor((session.expiresAt.getTime() - Date.now()) / 1000);
      this.setCookie(SESSION_COOKIE, session.id, { ...cookieOptions, httpOnly: true, maxAge });
      this.setCookie(XSRF_COOKIE, session.csrfToken, { ...cookieOptions, httpOnly: false, maxAge });
    });

    app.decorateReply('clearSessionCookies', function clearSessionCookies(this: FastifyReply) {
      this.clearCookie(SESSION_COOKIE, { ...cookieOptions, httpOnly: true });
      this.clearCookie(XSRF_COOKIE, { ...cookieOptions, httpOnly: false });
    });

    app.decorate('openSession', async (request: FastifyRequest, reply: FastifyReply, userId: string | null) => {
      const previous = await request.getSession();
      const session = await replaceSession(app.database.db, times, {
        proof: passwordProof(userId),
        userAgent: request.headers['user-agent'],
        previousSessionHash: previous?.idHash ?? null,
      });
      cached.set(request, Promise.resolve(null));
      reply.sendSessionCookies(session);
      return session;
    });
  },
  { name: 'sessions', dependencies: [] },
);
