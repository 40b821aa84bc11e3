import { useState } from 'react';
import { z } from 'zod';
import { useApi } from '#app/hooks/use-api.ts';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { usePasskeyCreation } from '#app/hooks/use-passkey.ts';
import { useLanguage, useT, useTranslateMessage } from '#app/hooks/use-t.ts';
import { formatDate } from '#contract/dates.ts';
import { type Passkey, type PasskeyAdded, type PasskeyList, passkeyNameField } from '#contract/passkeys.ts';
import { TextField } from '../../forms/fields.tsx';
import { dangerButton, linkButton, secondaryButton } from '../../forms/form-styles.ts';
import { SubmitButton } from '../../forms/submit-button.tsx';
import { useForm } from '../../forms/use-form.ts';
import { useToast } from '../../toast/toast-context.ts';
import { type ConfirmProofs, useConfirmedAction } from './confirm-identity.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

const nameSchema = z.object({ name: passkeyNameField });

/** A name, then the browser's prompt to make the passkey on this device or a security key. */
function AddPasskeyForm({ onAdded }: { onAdded: (passkey: PasskeyAdded) => void }) {
  const form = useForm<{ name: string }>(nameSchema, { name: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const creation = usePasskeyCreation();
  const api = useApi();
  const t = useT().accountPages.passkeys;
  const translate = useTranslateMessage();
  const onSubmit = form.handleSubmit(nameSchema, async ({ name }) => {
    setFailure(null);
    const made = await creation('/api/user/passkeys/options');
    if (!made.ok) return setFailure(made.message);
    const result = await api<PasskeyAdded>('/api/user/passkeys', {
      method: 'POST',
      json: { name, response: made.answer },
      handled: [409, 422],
    });
    if (result.ok) {
      form.reset({ name: '' });
      return onAdded(result.data);
    }
    if (result.error.errors.name) form.setServerErrors(result.error.errors);
    else setFailure(translate(result.error.errors.response ?? result.error.message ?? ''));
  });
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
      <TextField form={form} name="name" label={t.name} hint={t.nameHint} maxLength={60} />
      <SubmitButton busy={form.submitting} className={`${secondaryButton} self-start`}>
        {t.add}
      </SubmitButton>
    </form>
  );
}

/** A passkey's new name, in place of its line. */
function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: (renamed: Passkey | null) => void }) {
  const form = useForm<{ name: string }>(nameSchema, { name: passkey.name });
  const api = useApi();
  const t = useT().accountPages.passkeys;
  const onSubmit = form.handleSubmit(nameSchema, async ({ name }) => {
    const result = await api<Passkey>(`/api/user/passkeys/${passkey.id}`, {
      method: 'PATCH',
      json: { name },
      handled: [422],
    });
    if (result.ok) onDone(result.data);
    else form.setServerErrors(result.error.errors);
  });
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <TextField form={form} name="name" label={t.renameLabel(passkey.name)} maxLength={60} />
      <div className="flex items-center gap-4">
        <SubmitButton busy={form.submitting}>{t.save}</SubmitButton>
        <button type="button" className={linkButton} onClick={() => onDone(null)}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}

/** One passkey: its name, when it was added and last used, and what can be done with it. */
function PasskeyItem({
  passkey,
  onRenamed,
  onRemove,
}: {
  passkey: Passkey;
  onRenamed: (passkey: Passkey) => void;
  onRemove: () => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const language = useLanguage();
  const t = useT().accountPages.passkeys;
  if (renaming) {
    return (
      <RenameForm
        passkey={passkey}
        onDone={(renamed) => {
          setRenaming(false);
          if (renamed) onRenamed(renamed);
        }}
      />
    );
  }
  const used = passkey.last_used_at ? t.lastUsed(formatDate(passkey.last_used_at, 'day', language)) : t.neverUsed;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <p className="font-semibold text-gray-900">{passkey.name}</p>
        <p className="text-sm text-gray-700">
          {t.added(formatDate(passkey.created_at, 'day', language))}, {used}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={linkButton}
          aria-label={t.renameLabel(passkey.name)}
          onClick={() => setRenaming(true)}
        >
          {t.rename}
        </button>
        <button type="button" className={dangerButton} aria-label={t.removeLabel(passkey.name)} onClick={onRemove}>
          {t.remove}
        </button>
      </div>
    </div>
  );
}

/** Adding one: the form once the page runs JavaScript, or why this site cannot (an IP address). */
function AddPasskey({ list, onAdded }: { list: PasskeyList; onAdded: (passkey: PasskeyAdded) => void }) {
  const hydrated = useHydrated();
  const t = useT().accountPages.passkeys;
  const translate = useTranslateMessage();
  if (!hydrated) return <p className="text-sm text-gray-700">{t.addNeedsJavaScript}</p>;
  if (list.available) return <AddPasskeyForm onAdded={onAdded} />;
  return (
    <p className="rounded-lg border-l-4 border-accent-700 bg-accent-50 px-4 py-3 text-gray-900">
      {translate(list.unavailable_reason ?? '')}
    </p>
  );
}

/**
 * The account's passkeys in the two-factor settings: the list, adding one (the browser
 * asks the device), renaming, and removing, which is sensitive as turning the app off is.
 * The first passkey of an account without the app comes with recovery codes, shown once here.
 */
export function PasskeysSection({ initial, withCode }: { initial: PasskeyList; withCode: boolean }) {
  const [passkeys, setPasskeys] = useState(initial.passkeys);
  const [codes, setCodes] = useState<string[] | null>(null);
  const api = useApi();
  const toast = useToast();
  const t = useT().accountPages.passkeys;
  const proofs: ConfirmProofs = { code: withCode, passkey: passkeys.length > 0 };
  const { run, dialog } = useConfirmedAction(proofs);
  const remove = (passkey: Passkey) =>
    run(async () => {
      const result = await api(`/api/user/passkeys/${passkey.id}`, { method: 'DELETE', handled: [403, 404] });
      if (result.ok) {
        setPasskeys((list) => list.filter((item) => item.id !== passkey.id));
        toast.success(t.removedToast);
      } else if (result.error.code === 'confirmation_required') return 'confirm';
      else toast.error(result.error.message ?? '');
      return 'done';
    });
  return (
    <section aria-labelledby="passkeys-title" className="mt-8 flex flex-col gap-4 border-t border-gray-200 pt-6">
      <h3 id="passkeys-title" className="text-lg font-semibold text-gray-900">
        {t.title}
      </h3>
      <p className="text-gray-800">{t.text}</p>
      {passkeys.length === 0 ? (
        <p className="text-gray-900">{t.none}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-200 rounded-lg border border-gray-200">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="px-4 py-3">
              <PasskeyItem
                passkey={passkey}
                onRemove={() => remove(passkey)}
                onRenamed={(renamed) => {
                  setPasskeys((list) => list.map((item) => (item.id === renamed.id ? renamed : item)));
                  toast.success(t.renamedToast);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : (
        <AddPasskey
          list={initial}
          onAdded={({ recovery_codes, ...passkey }) => {
            setPasskeys((list) => [...list, passkey]);
            setCodes(recovery_codes);
            toast.success(t.addedToast);
          }}
        />
      )}
      {dialog}
    </section>
  );
}
