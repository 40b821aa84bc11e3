import { useState } from 'react';
import { z } from 'zod';
import { useApi } from '#app/hooks/use-api.ts';
import { useT } from '#app/hooks/use-t.ts';
import { totpCodeField } from '#contract/two-factor.ts';
import { CurrentPasswordField, OneTimeCodeField } from '../../forms/fields.tsx';
import { linkButton } from '../../forms/form-styles.ts';
import { ModalDialog } from '../../forms/modal-dialog.tsx';
import { SubmitButton } from '../../forms/submit-button.tsx';
import { useFocusFirstInput } from '../../forms/use-focus-on-mount.ts';
import { useForm } from '../../forms/use-form.ts';

const passwordSchema = z.object({ password: z.string().min(1) });
const codeSchema = z.object({ code: totpCodeField });

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
 * Runs a sensitive action, asking first for the password or a code when the server wants
 * a fresh proof of identity (403 confirmation_required), then trying the action again.
 */
export function useConfirmedAction(withCode: boolean) {
  const [pending, setPending] = useState<(() => Promise<unknown>) | null>(null);
  const t = useT().accountPages.twoFactor;
  /** `action` answers whether the server asked for a confirmation first. */
  const run = async (action: () => Promise<'done' | 'confirm'>) => {
    if ((await action()) === 'confirm') setPending(() => action);
  };
  const dialog = (
    <ModalDialog open={pending !== null} onClose={() => setPending(null)} title={t.confirmTitle}>
      <ConfirmIdentityForm
        withCode={withCode}
        onConfirmed={() => {
          const action = pending;
          setPending(null);
          void action?.();
        }}
      />
    </ModalDialog>
  );
  return { run, dialog };
}
