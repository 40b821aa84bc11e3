// The import page's push-credential forms, posted with or without JavaScript: make a
// credential for a branch, or revoke one. Each runs the same use case as its API route
// (POST and DELETE /api/user/push-credentials) for the page's company; a refusal comes
// back beside the form (handleIntent). The answer carries the secret, so it is never cached.
import { data } from 'react-router';
import { pushCredentialFormSchema, pushCredentialParamsSchema } from '#contract/rtdf.ts';
import { createPushCredential, revokePushCredential } from '#core/imports/push/credentials.ts';
import type { AppContext } from '../context.ts';
import { type FormHandler, fieldText, parseFields } from './page-action.server.ts';
import type { PushCredentialIntent } from './push-credential-forms.ts';

const PRIVATE = { headers: { 'cache-control': 'private, no-store' } };

/** The forms' handlers by intent, for `company` (the page's guard has let it in). */
export function pushCredentialForms(
  app: AppContext,
  company: { id: string },
): Record<PushCredentialIntent, FormHandler> {
  return {
    'create-credential': async (fields) => {
      const input = parseFields(pushCredentialFormSchema, {
        branch_id: fieldText(fields, 'branch_id') ?? '',
        label: fieldText(fields, 'label') ?? '',
      });
      return data({ created: await createPushCredential(app.db, company, input) }, PRIVATE);
    },
    'revoke-credential': async (fields) => {
      const { id } = parseFields(pushCredentialParamsSchema, { id: fieldText(fields, 'id') });
      return data({ revoked: await revokePushCredential(app.db, company, id) }, PRIVATE);
    },
  };
}
