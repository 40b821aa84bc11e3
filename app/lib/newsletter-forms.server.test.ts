// The newsletter page's send-now form, posted as a browser without JavaScript would post
// it: a campaign cannot be called back, so the form is refused, naming the box, unless
// the operator ticked that they mean it; ticked, the campaign goes out.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '#core/accounts/sessions.ts';
import { createDraft } from '#core/newsletter/campaign-drafts.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { createTestApp, type TestApp } from '#tests/setup/app.ts';
import { pageContextOf } from '#tests/setup/page-context.ts';
import type { FormFailure } from './form-failure.ts';
import { newsletterForms } from './newsletter-forms.server.ts';
import { SEND_NOT_CONFIRMED } from './newsletter-forms.ts';
import { pageAuditActor } from './operator-forms.server.ts';
import { handleIntent } from './page-action.server.ts';

let t: TestApp;
let editor: UserRow;

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false' });
  editor = await createUser(t.database.db, { email: 'editor@newsletter-forms.example', roles: ['user', 'editor'] });
});
afterAll(async () => {
  await t?.close();
});

type Answer = { status: number; outcome?: string; failure?: FormFailure };

async function post(fields: Record<string, string>): Promise<Answer> {
  const request = new Request('http://dazu.test/admin/newsletter', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  const app = pageContextOf(t, { account: editor, address: '203.0.113.80' });
  const answer = (await handleIntent(request, newsletterForms(app))) as {
    data: Omit<Answer, 'status'>;
    init?: { status?: number } | null;
  };
  return { status: answer.init?.status ?? 200, ...answer.data };
}

const statusOf = async (id: number) =>
  (await t.database.db.execute<{ status: string }>(sql`select status from newsletter_campaigns where id = ${id}`))
    .rows[0]?.status;

describe('sending a campaign from the page', () => {
  it('is refused, naming the box, until the operator ticks that they mean it', async () => {
    const app = pageContextOf(t, { account: editor, address: '203.0.113.80' });
    const draft = await createDraft(t.database.db, pageAuditActor(app), {
      subject: 'Autumn prices',
      content: '<p>Prices fell.</p>',
    });

    const unticked = await post({ intent: 'send', campaign: String(draft.id) });
    expect(unticked.status).toBe(422);
    expect(unticked.failure?.errors.confirm).toBe(SEND_NOT_CONFIRMED);
    expect(await statusOf(draft.id)).toBe('draft');

    const ticked = await post({ intent: 'send', campaign: String(draft.id), confirm: 'yes' });
    expect(ticked).toMatchObject({ status: 200, outcome: 'sending' });
    expect(await statusOf(draft.id)).toBe('sending');
  });
});
