import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { PageForm } from '#app/components/forms/page-form.tsx';
import { useApi } from '#app/hooks/use-api.ts';
import { useT, useTranslateMessage } from '#app/hooks/use-t.ts';
import { authPagePath, twoFactorPagePath } from '#app/lib/auth-page.ts';
import type { FormFailure } from '#app/lib/form-failure.ts';
import type { UserResource } from '#contract/accounts.ts';
import { recoveryCodeField, totpCodeField } from '#contract/two-factor.ts';
import { OneTimeCodeField } from '../forms/fields.tsx';
import { linkButton } from '../forms/form-styles.ts';
import { SubmitButton } from '../forms/submit-button.tsx';
import { useFocusFirstInput } from '../forms/use-focus-on-mount.ts';
import { useForm } from '../forms/use-form.ts';
import { useLoginSuccess } from './use-login-success.ts';

const codeSchema = z.object({ code: totpCodeField });
const recoverySchema = z.object({ recovery_code: recoveryCodeField });

type Method = 'code' | 'recovery';

/** A refusal that is not about the field: the sign-in waited too long, or too many guesses. */
function ChallengeFailure({
  message,
  expired,
  params,
}: {
  message: string;
  expired: boolean;
  params: URLSearchParams;
}) {
  const t = useT().accountPages.twoFactor;
  const translate = useTranslateMessage();
  return (
    <div role="alert" className="rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="font-medium">{translate(message)}</p>
      {expired && (
        <Link to={authPagePath('login', params)} className={`${linkButton} mt-2`}>
          {t.startAgain}
        </Link>
      )}
    </div>
  );
}

/**
 * The second step of a login: a code from the authenticator app, or a recovery code. It
 * posts to the /auth/two-factor page without JavaScript and to the API with it; either
 * way the login ends where it was going (next). `withApp`: the account has the app, so
 * the form offers to switch between the two (an account with passkeys alone has codes only).
 */
export function TwoFactorForm({
  method,
  withApp,
  params,
  posted,
}: {
  method: Method;
  withApp: boolean;
  params: URLSearchParams;
  posted: FormFailure | undefined;
}) {
  const field = method === 'code' ? 'code' : 'recovery_code';
  const schema: z.ZodType<Record<string, string>> = method === 'code' ? codeSchema : recoverySchema;
  const form = useForm<Record<string, string>>(schema, { [field]: '' }, posted);
  const [failure, setFailure] = useState(() =>
    posted && !posted.errors[field] ? { message: posted.message, expired: posted.code === 'challenge_expired' } : null,
  );
  const api = useApi();
  const loginSuccess = useLoginSuccess(params.get('next') ?? '/');
  const t = useT().accountPages.twoFactor;
  useFocusFirstInput(true, form.formRef);

  const onSubmit = form.handleSubmit(schema, async (proof) => {
    setFailure(null);
    const result = await api<UserResource>('/api/auth/two-factor-challenge', {
      method: 'POST',
      json: proof,
      handled: [401, 422, 429],
    });
    if (result.ok) return loginSuccess(result.data);
    const { error } = result;
    if (error.status === 422 && error.errors[field]) form.setServerErrors(error.errors);
    else setFailure({ message: error.message ?? '', expired: error.code === 'challenge_expired' });
  });

  return (
    <PageForm form={form} action={twoFactorPagePath(params, method)} intent="two-factor" onSubmit={onSubmit}>
      <p className="text-gray-800">{method === 'code' ? t.signInText : t.signInRecoveryText}</p>
      {failure && <ChallengeFailure message={failure.message} expired={failure.expired} params={params} />}
      <OneTimeCodeField
        form={form}
        name={field}
        label={method === 'code' ? t.code : t.recoveryCode}
        digits={method === 'code'}
      />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busy={form.submitting}>{t.verify}</SubmitButton>
        {withApp && (
          <Link to={twoFactorPagePath(params, method === 'code' ? 'recovery' : 'code')} className={linkButton}>
            {method === 'code' ? t.useRecovery : t.useApp}
          </Link>
        )}
      </div>
    </PageForm>
  );
}
