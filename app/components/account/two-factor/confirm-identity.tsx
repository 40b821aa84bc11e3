import { useState } from 'react';
import { z } from 'zod';
import { useApi } from '#app/hooks/use-api.ts';
import { usePasskeyAssertion } from '#app/hooks/use-passkey.ts';
import { useT, useTranslateMessage } from '#app/hooks/use-t.ts';
import { totpCodeField } from '#contract/two-factor.ts';
import { CurrentPasswordField, OneTimeCodeField } from '../../forms/fields.tsx';
import { linkButton, secondaryButton } from '../../forms/form-styles.ts';
import { ModalDialog } from '../../forms/modal-dialog.tsx';
import { SubmitButton } from '../../forms/submit-button.tsx';
import { useFocusFirstInput } from '../../forms/use-focus-on-mount.ts';
import { useForm } from '../../forms/use-form.ts';

const passwordSchema = z.object({ password: z.string().min(1) });
const codeSchema = z.object({ code: totpCodeField });

/** What besides the password the account can prove itself with. */
export type ConfirmProofs = { code: boolean; passkey: boolean };

/** Proving it with one of the account's passkeys instead of typing anything. */
function ConfirmWithPasskey({ onConfirmed }: { onConfirmed: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const assertion = usePasskeyAssertion();
  const api = useApi();
  const t = useT().accountPages.passkeys;
  const translate = useTranslateMessage();
  const confirm = async () => {
    setFailure(null);
    const proof = await assertion('/api/auth/confirm/passkey-options');
    if (!proof.ok) return setFailure(proof.message);
    const result = await api('/api/auth/confirm', { method: 'POST', json: { passkey: proof.answer }, handled: [422] });
    if (result.ok) onConfirmed();
    else setFailure(translate(result.error.errors.passkey ?? result.error.message ?? ''));
  };
  return (
    <div className="flex flex-col gap-2 border-t border-gray-200 pt-4">
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
      <button type="button" className={`${secondaryButton} self-start`} onClick={confirm}>
        {t.useForConfirm}
      </button>
    </div>
  );
}

/** POST /api/auth/confirm with the password or a code from the app; `onConfirmed` once it is accepted. */
function ConfirmIdentityForm({ withCode, onConfirmed }: { withCode: boolean; onConfirmed: () => void }) {
  const [useCode, setUseCode] = useState(withCode);
  const field = useCode ? 'code' : 'password';
  const schema: z.ZodType<Record<string, string>> = useCode ? codeSchema : passwordSchema;
  const form = useForm<Record<string, string>>(schema, { [field]: '' });
  const api = useApi();
  const t = useT().accountPages;
  useFocusFirstInput(true, form.formRef);

  const onSubmit = form.handleSubmit(schema, async (proof) => {
    const result = await api('/api/auth/confirm', { method: 'POST', json: proof, handled: [409, 422] });
    if (result.ok) onConfirmed();
    else
      form.setServerErrors(result.error.status === 422 ? result.error.errors : { [field]: result.error.message ?? '' });
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <p className="text-gray-800">{t.twoFactor.confirmText}</p>
      {useCode ? (
        <OneTimeCodeField form={form} label={t.twoFactor.code} />
      ) : (
        <CurrentPasswordField form={form} label={t.password} />
      )}
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busy={form.submitting}>{t.twoFactor.confirmSubmit}</SubmitButton>
        {withCode && (
          <button type="button" className={linkButton} onClick={() => setUseCode(!useCode)}>
            {useCode ? t.twoFactor.usePassword : t.twoFactor.useCode}
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * Runs a sensitive action, asking first for the password, a code or a passkey when the server wants
 * a fresh proof of identity (403 confirmation_required), then trying the action again.
 */
export function useConfirmedAction(proofs: ConfirmProofs) {
  const [pending, setPending] = useState<(() => Promise<unknown>) | null>(null);
  const t = useT().accountPages.twoFactor;
  /** `action` answers whether the server asked for a confirmation first. */
  const run = async (action: () => Promise<'done' | 'confirm'>) => {
    if ((await action()) === 'confirm') setPending(() => action);
  };
  const confirmed = () => {
    const action = pending;
    setPending(null);
    void action?.();
  };
  const dialog = (
    <ModalDialog open={pending !== null} onClose={() => setPending(null)} title={t.confirmTitle}>
      <div className="flex flex-col gap-5">
        <ConfirmIdentityForm withCode={proofs.code} onConfirmed={confirmed} />
        {proofs.passkey && <ConfirmWithPasskey onConfirmed={confirmed} />}
      </div>
    </ModalDialog>
  );
  return { run, dialog };
}
