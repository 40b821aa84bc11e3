import type { AuthDialogKind } from './auth-dialog-context.ts';
import { LoginForm } from './login-form.tsx';
import { RegistrationForm } from './registration-form.tsx';

/** The body of the auth dialog (loaded on first use): login or registration, each switching to the other. */
export default function AuthForms({
  kind,
  next,
  inDialog = false,
  onSwitch,
  onDone,
}: {
  kind: AuthDialogKind;
  next: string | null;
  inDialog?: boolean;
  onSwitch: (kind: AuthDialogKind) => void;
  onDone?: () => void;
}) {
  return kind === 'login' ? (
    <LoginForm next={next} onSwitch={() => onSwitch('register')} onDone={onDone} focusOnMount={inDialog} />
  ) : (
    <RegistrationForm onSwitch={() => onSwitch('login')} onDone={onDone} focusOnMount={inDialog} />
  );
}
