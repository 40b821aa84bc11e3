// Server-renders a part of a page the way the site does, for tests that read its HTML:
// inside a data router (at `url`), for a visitor who is not logged in, with toasts that
// go nowhere (they only appear after the browser's actions).
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { type Auth, AuthContext } from '#app/components/auth/auth-context.ts';
import { ToastContext } from '#app/components/toast/toast-context.ts';
import { initialAuthState } from '#app/lib/auth-state.ts';

const noop = () => {};

const visitor: Auth = {
  state: initialAuthState,
  login: noop,
  update: noop,
  patch: noop,
  logout: async () => true,
  endSession: noop,
  resetToken: noop,
  completeProfileSetup: noop,
};

const toaster = { show: noop, success: noop, warning: noop, error: noop };

export function renderPagePart(part: ReactNode, url = '/'): string {
  const Page = createRoutesStub([{ path: new URL(url, 'http://x').pathname, Component: () => part }]);
  return renderToStaticMarkup(
    <AuthContext.Provider value={visitor}>
      <ToastContext.Provider value={toaster}>
        <Page initialEntries={[url]} />
      </ToastContext.Provider>
    </AuthContext.Provider>,
  );
}
