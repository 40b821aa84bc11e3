import { Form } from 'react-router';
import { dangerButton, secondaryButton } from '#app/components/forms/form-styles.ts';
import { useBusy } from '#app/components/forms/page-form-hooks.ts';
import type { FormFailure } from '#app/lib/form-failure.ts';
import type { UserDossier } from '#contract/operator-users.ts';
import { isOperator } from '#contract/permissions.ts';
import { ReasonField } from './reason-field.tsx';

/**
 * The account's data: a download for its holder (a zip of JSON and CSV files, sent by
 * the API after the form checks the operator's fresh proof of identity), and deleting the
 * account with a reason the holder is told. Operators' accounts lose their roles first.
 */
export function AccountDataSection({ account, failure }: { account: UserDossier; failure: FormFailure | undefined }) {
  const deleting = useBusy('delete');
  const refused = failure?.values.intent === 'delete' && failure.code !== 'confirmation_required';
  const error = refused ? (failure.errors.reason ?? failure.message) : undefined;
  return (
    <div className="flex flex-col gap-6">
      <Form method="post" reloadDocument>
        <input type="hidden" name="intent" value="data-export" />
        <p className="mb-2 text-gray-800">
          A zip of everything the site holds about the account, for its holder (the download is in the audit log).
        </p>
        <button type="submit" className={secondaryButton}>
          Download the account’s data
        </button>
      </Form>
      {isOperator(account) ? (
        <p className="text-gray-800">
          This account holds operator roles: the owner takes them away before it can be deleted.
        </p>
      ) : (
        <Form method="post" className="flex max-w-xl flex-col gap-3">
          <input type="hidden" name="intent" value="delete" />
          <ReasonField
            id="delete-reason"
            label="Why the account is deleted (the holder reads it)"
            error={error}
            value={failure?.values.intent === 'delete' ? failure.values.reason : undefined}
            rows={2}
          />
          <div>
            <button type="submit" className={dangerButton} disabled={deleting}>
              Delete the account for good
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}
