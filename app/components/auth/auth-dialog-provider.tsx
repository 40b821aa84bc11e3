import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '#app/hooks/use-t.ts';
import { safeNextPath } from '#app/lib/next-path.ts';
import { ModalDialog } from '../forms/modal-dialog.tsx';
import { Spinner } from '../forms/submit-button.tsx';
import { AuthDialogContext, type AuthDialogKind, type AuthDialogs } from './auth-dialog-context.ts';

// The forms bring the contract's schemas (zod): loaded on first use, not with every page.
const loadForms = () => import('./auth-forms.tsx');
const AuthForms = lazy(loadForms);

type Open = { kind: AuthDialogKind; next: string | null };

/** The login and registration dialogs, one at a time; each can switch to the other. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Open | null>(null);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const t = useT();
  const titles: Record<AuthDialogKind, string> = { login: t.auth.loginTitle, register: t.auth.registerTitle };

  // A link inside the dialog was followed (the terms page): the dialog has done its job.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(null);
  }, [pathname]);

  const dialogs = useMemo<AuthDialogs>(
    () => ({
      openLogin: (next) => setOpen({ kind: 'login', next: safeNextPath(next) }),
      openRegister: (next) => setOpen({ kind: 'register', next: safeNextPath(next) }),
      close: () => setOpen(null),
      preload: () => void loadForms(),
    }),
    [],
  );

  return (
    <AuthDialogContext.Provider value={dialogs}>
      {children}
      <ModalDialog open={open !== null} onClose={dialogs.close} title={open ? titles[open.kind] : ''}>
        {open && (
          <Suspense
            fallback={
              <p role="status" className="flex items-center gap-2 text-gray-700">
                <Spinner /> {t.shell.loading}
              </p>
            }
          >
            <AuthForms
              kind={open.kind}
              next={open.next}
              inDialog
              onSwitch={(kind) => setOpen((current) => ({ kind, next: current?.next ?? null }))}
              onDone={dialogs.close}
            />
          </Suspense>
        )}
      </ModalDialog>
    </AuthDialogContext.Provider>
  );
}
