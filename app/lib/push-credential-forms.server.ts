// The import page's push-credential forms, posted with or without JavaScript: make a
// credential for a branch, or revoke one. Each runs the same use case as its API route
// (POST and DELETE /api/user/push-credentials) for the page's company; a refusal comes
// back beside the form (handleForm). The answer carries the secret, so it is never cached.
import { data } from 'react-router';
import { z } from 'zod';
import { pushCredentialFormSchema, pushCredentialParamsSchema } from '#contract/rtdf.ts';
import { WEB_SURFACE_MESSAGES } from '#contract/web-surface.ts';
import { createPushCredential, revokePushCredential } from '#core/imports/push/credentials.ts';
import type { AppContext } from '../context.ts';
import { fieldText, handleForm, parseFields } from './page-action.server.ts';
import { PUSH_CREDENTIAL_INTENTS } from './push-credential-forms.ts';

const intentSchema = z.enum(PUSH_CREDENTIAL_INTENTS);

const PRIVATE = { headers: { 'cache-control': 'private, no-store' } };

/** Runs the posted form for `company` (the page's guard has let it in). */
export function pushCredentialFormAction(app: AppContext, request: Request, company: { id: string }) {
  return handleForm(request, async (fields) => {
    const intent = intentSchema.safeParse(fields.intent);
    // Not one of the page's forms: nothing to show a refusal beside.
    if (!intent.success) throw data(WEB_SURFACE_MESSAGES.notAForm, { status: 400 });
    if (intent.data === 'create-credential') {
      const input = parseFields(pushCredentialFormSchema, {
        branch_id: fieldText(fields, 'branch_id') ?? '',
        label: fieldText(fields, 'label') ?? '',
      });
      return data({ created: await createPushCredential(app.db, company, input) }, PRIVATE);
    }
    const { id } = parseFields(pushCredentialParamsSchema, { id: fieldText(fields, 'id') });
    return data({ revoked: await revokePushCredential(app.db, company, id) }, PRIVATE);
  });
}
