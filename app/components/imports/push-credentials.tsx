// "Connect your agency software" on the import page: how the company's agency software
// (its CRM) sends listings to us through the push API, the branch credentials it has
// (made, last used, revoked), a form to make one and a confirmation to revoke one.
// The list and every form are server-rendered and posted to the import page.

import { Link } from 'react-router';
import { Cell } from '#app/components/card-table.tsx';
import type { FormFailure } from '#app/lib/form-failure.ts';
import { PUSH_SECTION_ID, type PushCredentialFormResult, REVOKE_PARAM } from '#app/lib/push-credential-forms.ts';
import { formatDate } from '#contract/dates.ts';
import { PUSH_MESSAGES, type PushCredential, RTDF_ENDPOINTS } from '#contract/rtdf.ts';
import { type CardColumn, CardTable } from '../card-table.tsx';
import { linkButton } from '../forms/form-styles.ts';
import { NewCredentialForm, NewSecret, RevokeConfirmation } from './push-credential-forms.tsx';

export type PushCredentialsProps = {
  credentials: PushCredential[];
  baseUrl: string;
  /** The credential whose revoking is being confirmed. */
  confirming: PushCredential | null;
  result: PushCredentialFormResult | undefined;
};

function Instructions({ baseUrl }: { baseUrl: string }) {
  return (
    <div className="flex flex-col gap-2 text-gray-800">
      <p className="max-w-prose">
        Agency software that sends listings to Rightmove’s Real Time Datafeed can send them here the same way: each
        change reaches the site within minutes, without uploading files. Give your software’s support team:
      </p>
      <ul className="list-disc space-y-1 pl-6">
        <li>
          the base address <code className="break-all font-mono">{baseUrl}</code>, to which it posts JSON to{' '}
          {RTDF_ENDPOINTS.map((endpoint, index) => (
            <span key={endpoint.name}>
              {index > 0 && (index === RTDF_ENDPOINTS.length - 1 ? ' and ' : ', ')}
              <code className="font-mono">{endpoint.name}</code> ({endpoint.does})
            </span>
          ))}
          ;
        </li>
        <li>
          one credential per branch, sent as <code className="font-mono">Authorization: Bearer &lt;secret&gt;</code>, or
          as HTTP Basic with the credential id as user name and the secret as password.
        </li>
      </ul>
      <p>
        <a href="/api/docs" className={linkButton}>
          Read the push API’s reference
        </a>
      </p>
    </div>
  );
}

const when = (value: string | null) => (value ? formatDate(value, 'day') : 'Never');

const CREDENTIAL_COLUMNS: CardColumn[] = [
  { name: 'Branch id' },
  { name: 'Name' },
  { name: 'Made' },
  { name: 'Last used' },
  { name: 'Status or action', label: <span className="sr-only">Status or action</span> },
];

function CredentialTable({ credentials }: { credentials: PushCredential[] }) {
  if (credentials.length === 0) return <p className="text-gray-800">No credentials yet: make the first one below.</p>;
  return (
    <CardTable caption="Your branch credentials" columns={CREDENTIAL_COLUMNS} small="table">
      {credentials.map((credential) => (
        <tr key={credential.id} className="border-t border-gray-200 text-gray-800">
          <th scope="row" data-label="Branch id" className="py-2 pr-4 font-semibold text-gray-900">
            {credential.branch_id}
          </th>
          <Cell label="Name">{credential.label || '—'}</Cell>
          <Cell label="Made">{when(credential.created_at)}</Cell>
          <Cell label="Last used">{when(credential.last_used_at)}</Cell>
          <td className="py-2">
            {credential.revoked_at ? (
              <span className="text-gray-700">Revoked {when(credential.revoked_at)}</span>
            ) : (
              <Link
                to={`/import-offers?${REVOKE_PARAM}=${credential.id}#${PUSH_SECTION_ID}`}
                className="font-semibold text-red-800 underline underline-offset-4"
              >
                Revoke<span className="sr-only"> the credential for branch {credential.branch_id}</span>
              </Link>
            )}
          </td>
        </tr>
      ))}
    </CardTable>
  );
}

/** The outcome of revoking (or of a form refused for another reason than its fields). */
function Outcome({ result, failure }: { result: PushCredentialFormResult | undefined; failure: FormFailure | null }) {
  if (failure) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 font-semibold text-red-900">
        {failure.message}
      </p>
    );
  }
  if (!result || !('revoked' in result)) return null;
  return (
    <p role="status" className="rounded-lg bg-emerald-50 p-3 font-semibold text-emerald-900">
      {PUSH_MESSAGES.revoked(result.revoked.branch_id)}
    </p>
  );
}

export function PushCredentials({ credentials, baseUrl, confirming, result }: PushCredentialsProps) {
  const failure: FormFailure | null = result && 'failure' in result ? result.failure : null;
  // A refused new credential is told beside its form; any other refusal above the list.
  const formFailure = failure?.values.intent === 'create-credential' ? failure : null;
  return (
    <section
      id={PUSH_SECTION_ID}
      aria-labelledby="agency-software-heading"
      className="flex flex-col gap-4 rounded-2xl border border-gray-200 p-5"
    >
      <h2 id="agency-software-heading" className="text-xl font-bold text-gray-900">
        Connect your agency software
      </h2>
      <Instructions baseUrl={baseUrl} />
      <Outcome result={result} failure={formFailure ? null : failure} />
      {result && 'created' in result && <NewSecret credential={result.created} />}
      {confirming && !confirming.revoked_at && <RevokeConfirmation credential={confirming} />}
      <h3 className="text-lg font-bold text-gray-900">Branch credentials</h3>
      <CredentialTable credentials={credentials} />
      <NewCredentialForm failure={formFailure} />
    </section>
  );
}
