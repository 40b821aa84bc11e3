import { useState } from 'react';
import { useApi } from '#app/hooks/use-api.ts';
import { useLanguage, useT } from '#app/hooks/use-t.ts';
import { formatDate } from '#contract/dates.ts';
import type { TwoFactorStatus } from '#contract/two-factor.ts';
import { dangerButton, primaryButton, secondaryButton } from '../../forms/form-styles.ts';
import { useToast } from '../../toast/toast-context.ts';
import { type ConfirmProofs, useConfirmedAction } from './confirm-identity.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { type TotpKey, TotpSetup } from './totp-setup.tsx';

/** What the section shows: the state, the set-up of the app, or the recovery codes (once). */
type View = { kind: 'status' } | { kind: 'setup'; key: TotpKey } | { kind: 'codes'; codes: string[] };

/** The calls behind the section's buttons; `show` switches the view, `setStatus` keeps the state shown. */
function useTwoFactorActions(
  show: (view: View) => void,
  setStatus: (status: TwoFactorStatus) => void,
  proofs: ConfirmProofs,
) {
  const api = useApi();
  const toast = useToast();
  const t = useT().accountPages.twoFactor;
  const { run, dialog } = useConfirmedAction(proofs);
  const refresh = async () => {
    const result = await api<TwoFactorStatus>('/api/user/two-factor');
    if (result.ok) setStatus(result.data);
  };
  const start = async () => {
    const result = await api<TotpKey>('/api/user/two-factor', { method: 'POST' });
    if (result.ok) show({ kind: 'setup', key: result.data });
  };
  /** A sensitive call: 'confirm' when the server wants a fresh proof of identity first. */
  const sensitive = (path: string, method: 'POST' | 'DELETE', after: (data: unknown) => Promise<void> | void) =>
    run(async () => {
      const result = await api(path, { method, handled: [403] });
      if (result.ok) await after(result.data);
      else if (result.error.code === 'confirmation_required') return 'confirm';
      else toast.error(result.error.message ?? '');
      return 'done';
    });
  const renewCodes = () =>
    sensitive('/api/user/two-factor/recovery-codes', 'POST', (data) => {
      show({ kind: 'codes', codes: (data as { recovery_codes: string[] }).recovery_codes });
      toast.success(t.codesRenewed);
    });
  const turnOff = () =>
    sensitive('/api/user/two-factor', 'DELETE', async () => {
      await refresh();
      toast.success(t.turnedOff);
    });
  return { refresh, start, renewCodes, turnOff, dialog };
}

type Actions = ReturnType<typeof useTwoFactorActions>;

/** Whether it is on (with the app, or with passkeys alone), how many recovery codes are left. */
function StatusText({ status }: { status: TwoFactorStatus }) {
  const language = useLanguage();
  const t = useT().accountPages.twoFactor;
  const codes = t.codesLeft(status.recovery_codes_left);
  if (status.enabled && status.enabled_at) {
    return (
      <p className="text-gray-900">
        {t.onSince(formatDate(status.enabled_at, 'day', language))} {codes}
      </p>
    );
  }
  if (status.passkeys > 0) {
    return (
      <p className="text-gray-900">
        {t.onWithPasskeys} {codes}
      </p>
    );
  }
  return <p className="text-gray-900">{t.off}</p>;
}

/** The state, with what can be done: new codes while any second factor is on; the app turned on or off. */
function StatusView({ status, actions }: { status: TwoFactorStatus; actions: Actions }) {
  const t = useT().accountPages.twoFactor;
  return (
    <div className="flex flex-col gap-4">
      <StatusText status={status} />
      {(status.enabled || status.passkeys > 0) && status.recovery_codes_left === 0 && (
        <p role="status" className="rounded-lg border-l-4 border-accent-700 bg-accent-50 px-4 py-3 text-gray-900">
          {t.noCodesLeft}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {(status.enabled || status.passkeys > 0) && (
          <button type="button" className={secondaryButton} onClick={actions.renewCodes}>
            {t.newCodes}
          </button>
        )}
        {status.enabled ? (
          <button type="button" className={dangerButton} onClick={actions.turnOff}>
            {t.turnOff}
          </button>
        ) : (
          <button type="button" className={primaryButton} onClick={actions.start}>
            {status.passkeys > 0 ? t.setUpApp : t.turnOn}
          </button>
        )}
      </div>
      {actions.dialog}
    </div>
  );
}

/**
 * Two-factor sign-in in the account's settings: turning it on with an authenticator app,
 * the recovery codes (shown once), new codes, and turning it off. The last two are
 * sensitive: the server may ask for the password or a code again first.
 */
export function TwoFactorSection({ initial }: { initial: TwoFactorStatus }) {
  const [status, setStatus] = useState(initial);
  const [view, setView] = useState<View>({ kind: 'status' });
  const toast = useToast();
  const t = useT().accountPages.twoFactor;
  const actions = useTwoFactorActions(setView, setStatus, { code: status.enabled, passkey: status.passkeys > 0 });

  if (view.kind === 'setup') {
    return (
      <TotpSetup
        totpKey={view.key}
        onCancel={() => setView({ kind: 'status' })}
        onTurnedOn={(codes) => {
          setView({ kind: 'codes', codes });
          toast.success(t.turnedOn);
        }}
      />
    );
  }
  if (view.kind === 'codes') {
    return (
      <RecoveryCodes
        codes={view.codes}
        onDone={async () => {
          setView({ kind: 'status' });
          await actions.refresh();
        }}
      />
    );
  }
  return <StatusView status={status} actions={actions} />;
}
