import { z } from 'zod';
import { useApi } from '#app/hooks/use-api.ts';
import { useT } from '#app/hooks/use-t.ts';
import { totpCodeField } from '#contract/two-factor.ts';
import { OneTimeCodeField } from '../../forms/fields.tsx';
import { secondaryButton } from '../../forms/form-styles.ts';
import { SubmitButton } from '../../forms/submit-button.tsx';
import { useFocusFirstInput } from '../../forms/use-focus-on-mount.ts';
import { useForm } from '../../forms/use-form.ts';

const confirmSchema = z.object({ code: totpCodeField });

export type TotpKey = { secret: string; qr_svg: string };

/** The key in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The app's key (QR code and text) and the first code that proves the app holds it. */
export function TotpSetup({
  totpKey,
  onTurnedOn,
  onCancel,
}: {
  totpKey: TotpKey;
  onTurnedOn: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const form = useForm(confirmSchema, { code: '' });
  const api = useApi();
  const t = useT().accountPages.twoFactor;
  useFocusFirstInput(true, form.formRef);
  const onSubmit = form.handleSubmit(confirmSchema, async (input) => {
    const result = await api<{ recovery_codes: string[] }>('/api/user/two-factor/confirm', {
      method: 'POST',
      json: input,
      handled: [409, 422, 429],
    });
    if (result.ok) onTurnedOn(result.data.recovery_codes);
    else if (result.error.status === 422) form.setServerErrors(result.error.errors);
    else form.setServerErrors({ code: result.error.message ?? '' });
  });
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-5">
      <p className="text-gray-800">{t.scan}</p>
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(totpKey.qr_svg)}`}
        alt={t.qrAlt}
        width={200}
        height={200}
        className="rounded-lg border border-gray-300 bg-white"
      />
      <p className="text-gray-900">
        {t.key}: <code className="font-mono text-base break-all">{grouped(totpKey.secret)}</code>
      </p>
      <p className="text-gray-800">{t.enterCode}</p>
      <OneTimeCodeField form={form} label={t.code} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={form.submitting}>{t.confirm}</SubmitButton>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
