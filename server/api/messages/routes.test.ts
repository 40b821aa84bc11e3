// Messages as buyers and advertisers live them: writing about an ad, the e-mail and
// the bell, replies, unread counts, a guest's enquiry confirmed by e-mail, blocking,
// the operator's blocklist, reporting, and nobody else reading a conversation.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MESSAGES, CONVERSATION_MESSAGES } from '#contract/conversations.ts';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { UPLOAD_MESSAGES } from '#contract/upload-messages.ts';
import { htmlPage, jpegWithGps, pdf, pdfWithOpenScript, png } from '#tests/fixtures/hostile-files.ts';
import { encryptedPdf, hostilePdfs } from '#tests/fixtures/hostile-pdfs.ts';
import { createOffer } from '#tests/fixtures/offers.ts';
import { startMailTestApp, TEST_PUBLIC_URL } from '#tests/setup/mail-app.ts';
import { multipartBody } from '#tests/setup/multipart.ts';

const app = startMailTestApp();
const PUBLIC_URL = TEST_PUBLIC_URL;
const visitor = () => app.visitor();
const signedIn = (options: Parameters<typeof app.signedIn>[0] = {}) => app.signedIn(options);

async function advertiserWithOffer(title = 'Two bedroom flat with a garden') {
  const advertiser = await signedIn({ name: 'Alice Advertiser' });
  const offer = await createOffer(app.t.database.db, { userId: advertiser.user.id, title });
  return { ...advertiser, offer };
}

describe('conversations', () => {
  it('a buyer writes about an ad; the advertiser is told, reads, replies; writing again continues it', async () => {
    const seller = await advertiserWithOffer('Sunny cottage in Hebden Bridge');
    const buyer = await signedIn({ name: 'Bob Buyer' });

    const first = await buyer.client.post('/api/conversations', {
      offer_id: seller.offer.id,
      body: 'Is the cottage still available for a viewing on Saturday?',
    });
    expect(first.statusCode).toBe(201);
    const { conversation_id: id } = first.json();

    const mail = await app.smtp.waitForMessage(
      (message) => message.to.includes(seller.user.email) && /New message from Bob Buyer/.test(message.subject),
    );
    expect(mail.subject).toContain('Sunny cottage in Hebden Bridge');
    expect(mail.text).toContain('Is the cottage still available');
    expect(mail.text).toContain(`${PUBLIC_URL}/messages/${id}`);
    // Neither address is in the e-mail.
    expect(mail.text).not.toContain(buyer.user.email);
    await expect
      .poll(async () => (await seller.client.get('/api/user/notifications')).json().data[0]?.link)
      .toBe(`/messages/${id}`);

    expect((await seller.client.get('/api/conversations/unread')).json()).toEqual({ unread: 1 });
    const list = (await seller.client.get('/api/conversations')).json();
    expect(list.data[0]).toMatchObject({
      id,
      other: { name: 'Bob Buyer', is_guest: false },
      offer: { id: seller.offer.id, title: 'Sunny cottage in Hebden Bridge' },
      last_message: { from_me: false },
      unread: 1,
    });
    const thread = (await seller.client.get(`/api/conversations/${id}`)).json();
    expect(thread.messages.map((m: { body: string }) => m.body)).toEqual([
      'Is the cottage still available for a viewing on Saturday?',
    ]);
    expect(JSON.stringify(thread)).not.toContain(buyer.user.email);
    expect((await seller.client.get('/api/conversations/unread')).json()).toEqual({ unread: 0 });

    expect(
      (await seller.client.post(`/api/conversations/${id}/messages`, { body: 'Yes, 11am works.' })).statusCode,
    ).toBe(201);
    expect((await buyer.client.get('/api/conversations/unread')).json()).toEqual({ unread: 1 });
    const again = await buyer.client.post('/api/conversations', { offer_id: seller.offer.id, body: 'Great, see you.' });
    expect(again.json().conversation_id).toBe(id);
    const messages = (await buyer.client.get(`/api/conversations/${id}`)).json().messages;
    expect(messages.map((m: { body: string; from_me: boolean }) => [m.body, m.from_me])).toEqual([
      ['Is the cottage still available for a viewing on Saturday?', true],
      ['Yes, 11am works.', false],
      ['Great, see you.', true],
    ]);
    // One conversation is one contact in the ad's statistics.
    const stats = await app.t.database.db.execute<{ n: number }>(
      sql`select coalesce(sum(messages), 0)::int as n from offer_daily_stats where offer_id = ${seller.offer.id}`,
    );
    expect(stats.rows[0]?.n).toBe(1);
  });

  it('a business is named by its company name in the list, the thread and the e-mail; an agent by their own', async () => {
    const seller = await advertiserWithOffer('Barn conversion near Skipton');
    const agency = await signedIn({ name: 'Carol Director', accountType: 'agency', companyName: 'Dales Homes Ltd' });
    const agent = await signedIn({
      name: 'Dan Agent',
      accountType: 'agency',
      companyName: 'Dales Homes Ltd',
      roles: ['agent'],
    });
    const fromAgency = await agency.client.post('/api/conversations', { offer_id: seller.offer.id, body: 'Hello' });
    const fromAgent = await agent.client.post('/api/conversations', { offer_id: seller.offer.id, body: 'Hi' });
    const mail = await app.smtp.waitForMessage(
      (message) => message.to.includes(seller.user.email) && /New message from Dales Homes Ltd/.test(message.subject),
    );
    expect(mail.subject).toContain('Barn conversion near Skipton');
    await app.smtp.waitForMessage(
      (message) => message.to.includes(seller.user.email) && /New message from Dan Agent/.test(message.subject),
    );
    const names = (await seller.client.get('/api/conversations'))
      .json()
      .data.map((conversation: { id: string; other: { name: string } }) => [conversation.id, conversation.other.name]);
    expect(names).toEqual(
      expect.arrayContaining([
        [fromAgency.json().conversation_id, 'Dales Homes Ltd'],
        [fromAgent.json().conversation_id, 'Dan Agent'],
      ]),
    );
    const thread = (await seller.client.get(`/api/conversations/${fromAgency.json().conversation_id}`)).json();
    expect(thread.other.name).toBe('Dales Homes Ltd');
    expect(thread.messages[0].sender_name).toBe('Dales Homes Ltd');
  });

  it('nobody else reads, answers or reports a conversation; a guest gets 401', async () => {
    const seller = await advertiserWithOffer();
    const buyer = await signedIn();
    const started = await buyer.client.post('/api/conversations', { offer_id: seller.offer.id, body: 'Hello there' });
    const { conversation_id: id, message_id: messageId } = started.json();
    const stranger = await signedIn();
    const agency = await signedIn({ accountType: 'agency', roles: ['company'] });
    for (const other of [stranger.client, agency.client]) {
      expect((await other.get(`/api/conversations/${id}`)).statusCode).toBe(404);
      expect((await other.post(`/api/conversations/${id}/messages`, { body: 'Sneaky' })).statusCode).toBe(404);
      expect((await other.post(`/api/messages/${messageId}/report`, { reason: 'spam' })).statusCode).toBe(404);
      expect((await other.get('/api/conversations')).json().data).toEqual([]);
    }
    const guest = visitor();
    await guest.csrf();
    expect((await guest.get('/api/conversations')).statusCode).toBe(401);
    expect((await guest.get(`/api/conversations/${id}`)).statusCode).toBe(401);
    expect((await guest.post('/api/conversations', { offer_id: seller.offer.id, body: 'Hi' })).statusCode).toBe(401);
    expect((await guest.post(`/api/conversations/${id}/messages`, { body: 'Hi' })).statusCode).toBe(401);
    const count = await app.t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from messages where conversation_id = ${id}`,
    );
    expect(count.rows[0]?.n).toBe(1);
  });

  it('an account whose address is not confirmed cannot start a conversation or reply: 403 saying what to do', async () => {
    const seller = await advertiserWithOffer('Mill cottage in Ripon');
    const unconfirmed = await app.unconfirmed('Uma Unconfirmed');
    const refused = await unconfirmed.client.post('/api/conversations', {
      offer_id: seller.offer.id,
      body: 'Is it still for sale?',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ACCOUNT_MESSAGES.emailNotVerified, code: 'email_not_verified' });
    const toProfile = await unconfirmed.client.post('/api/conversations', { user_id: seller.user.id, body: 'Hello' });
    expect(toProfile.json().code).toBe('email_not_verified');
    expect((await seller.client.get('/api/conversations')).json().data).toEqual([]);

    // Written to (about an ad it had on the site), it still cannot answer until it confirms.
    const ownAd = await createOffer(app.t.database.db, { userId: unconfirmed.user.id, title: 'Guest’s flat' });
    const buyer = await signedIn();
    const started = await buyer.client.post('/api/conversations', { offer_id: ownAd.id, body: 'Can I view it?' });
    expect(started.statusCode).toBe(201);
    const id = started.json().conversation_id;
    expect((await unconfirmed.client.get(`/api/conversations/${id}`)).statusCode).toBe(200);
    const answer = await unconfirmed.client.post(`/api/conversations/${id}/messages`, { body: 'Yes, Monday.' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('email_not_verified');
    // Nobody else gets further: another user 404, a visitor 401.
    const stranger = await signedIn();
    expect((await stranger.client.post(`/api/conversations/${id}/messages`, { body: 'Hi' })).statusCode).toBe(404);
    const guest = visitor();
    await guest.csrf();
    expect((await guest.post(`/api/conversations/${id}/messages`, { body: 'Hi' })).statusCode).toBe(401);
    const count = await app.t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from messages where conversation_id = ${id}`,
    );
    expect(count.rows[0]?.n).toBe(1);

    // Once the address is confirmed, both work.
    await app.t.database.db.execute(sql`update users set email_verified_at = now() where id = ${unconfirmed.user.id}`);
    expect(
      (await unconfirmed.client.post(`/api/conversations/${id}/messages`, { body: 'Yes, Monday.' })).statusCode,
    ).toBe(201);
    expect(
      (await unconfirmed.client.post('/api/conversations', { offer_id: seller.offer.id, body: 'Still for sale?' }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses writing to oneself, to an ad not on the site, and offering an ad that is not the sender’s', async () => {
    const seller = await advertiserWithOffer();
    const self = await seller.client.post('/api/conversations', { offer_id: seller.offer.id, body: 'Me again' });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(CONVERSATION_MESSAGES.notToYourself);
    const buyer = await signedIn();
    const hidden = await createOffer(app.t.database.db, { userId: seller.user.id, status: 'rejected' });
    expect((await buyer.client.post('/api/conversations', { offer_id: hidden.id, body: 'Hi' })).statusCode).toBe(404);
    const notMine = await buyer.client.post('/api/conversations', {
      offer_id: seller.offer.id,
      body: 'Swap?',
      offered_offer_id: seller.offer.id,
    });
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().errors.offered_offer_id).toEqual([CONVERSATION_MESSAGES.notYourOffer]);
    const empty = await buyer.client.post('/api/conversations', { offer_id: seller.offer.id, body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.body).toEqual(['Write a message']);

    // The send-offer modal: one of the sender's own live ads.
    const own = await createOffer(app.t.database.db, { userId: buyer.user.id, title: 'My flat to swap' });
    const offered = await buyer.client.post('/api/conversations', {
      offer_id: seller.offer.id,
      body: 'Would you swap for my flat?',
      offered_offer_id: own.id,
    });
    expect(offered.statusCode).toBe(201);
    const thread = (await seller.client.get(`/api/conversations/${offered.json().conversation_id}`)).json();
    expect(thread.messages.at(-1).offered_offer).toEqual({ id: own.id, title: 'My flat to swap', slug: own.slug });
  });

  it('a blocked user can no longer write; unblocking lets them again', async () => {
    const seller = await advertiserWithOffer();
    const pest = await signedIn();
    const { conversation_id: id } = (
      await pest.client.post('/api/conversations', { offer_id: seller.offer.id, body: 'Lowest price?' })
    ).json();
    expect((await seller.client.post(`/api/users/${pest.user.id}/block`)).statusCode).toBe(200);
    expect((await seller.client.get(`/api/conversations/${id}`)).json().blocked).toBe(true);
    const refused = await pest.client.post(`/api/conversations/${id}/messages`, { body: 'Hello?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CONVERSATION_MESSAGES.blocked);
    expect((await pest.client.post('/api/conversations', { user_id: seller.user.id, body: 'Hello?' })).statusCode).toBe(
      403,
    );
    expect((await seller.client.delete(`/api/users/${pest.user.id}/block`)).statusCode).toBe(200);
    expect((await seller.client.get(`/api/conversations/${id}`)).json().blocked).toBe(false);
    expect((await pest.client.post(`/api/conversations/${id}/messages`, { body: 'Hello?' })).statusCode).toBe(201);
  });

  it('the operator’s blocklist stops words and links; only operators change it', async () => {
    const admin = await signedIn({ roles: ['owner'] });
    const seller = await advertiserWithOffer();
    const buyer = await signedIn();
    expect((await buyer.client.post('/api/admin/blocked-terms', { term: 'giftcard' })).statusCode).toBe(403);
    expect((await seller.client.get('/api/admin/blocked-terms')).statusCode).toBe(403);
    const word = await admin.client.post('/api/admin/blocked-terms', { term: 'GiftCard' });
    expect(word.statusCode).toBe(201);
    await admin.client.post('/api/admin/blocked-terms', { term: 'cheap-keys.example' });

    const send = (body: string) => buyer.client.post('/api/conversations', { offer_id: seller.offer.id, body });
    const byWord = await send('Pay the deposit by giftcard please');
    expect(byWord.statusCode).toBe(422);
    expect(byWord.json().errors.body).toEqual([CONVERSATION_MESSAGES.blockedTerm('giftcard')]);
    expect((await send('See https://www.login.cheap-keys.example/pay')).statusCode).toBe(422);
    expect((await send('Is the giftcards shop nearby?')).statusCode).toBe(201);
    expect((await send('My site is cheap-keys.example.org')).statusCode).toBe(201);

    expect((await admin.client.delete(`/api/admin/blocked-terms/${word.json().id}`)).statusCode).toBe(204);
    expect((await send('Pay the deposit by giftcard please')).statusCode).toBe(201);
  });

  it('a recipient reports a message to the operators; the writer cannot report their own', async () => {
    const seller = await advertiserWithOffer();
    const buyer = await signedIn();
    const { message_id: messageId } = (
      await buyer.client.post('/api/conversations', { offer_id: seller.offer.id, body: 'Send money first' })
    ).json();
    expect((await buyer.client.post(`/api/messages/${messageId}/report`, { reason: 'scam' })).statusCode).toBe(404);
    const report = await seller.client.post(`/api/messages/${messageId}/report`, { reason: 'scam' });
    expect(report.statusCode).toBe(200);
    expect((await seller.client.post(`/api/messages/${messageId}/report`, { reason: 'nonsense' })).statusCode).toBe(
      422,
    );
    const admin = await signedIn({ roles: ['owner'] });
    const reports = (await admin.client.get('/api/admin/message-reports')).json().data;
    expect(reports).toContainEqual(
      expect.objectContaining({ message_id: messageId, reason: 'scam', body: 'Send money first' }),
    );
    expect((await seller.client.get('/api/admin/message-reports')).statusCode).toBe(403);
  });
});

describe('attachments', () => {
  it('images are re-encoded and PDFs checked; only the conversation’s members can open them', async () => {
    const seller = await advertiserWithOffer();
    const buyer = await signedIn();
    const form = multipartBody([
      ['message', JSON.stringify({ offer_id: seller.offer.id, body: 'My mortgage offer and a photo of the damp' })],
      ['attachments', { filename: 'damp.jpg', type: 'image/jpeg', bytes: await jpegWithGps() }],
      ['attachments', { filename: 'offer.pdf', type: 'application/pdf', bytes: pdf() }],
    ]);
    const sent = await buyer.client.post('/api/conversations', form.payload, { headers: form.headers });
    expect(sent.statusCode).toBe(201);
    const thread = (await seller.client.get(`/api/conversations/${sent.json().conversation_id}`)).json();
    const [image, document] = thread.messages[0].attachments;
    expect(image).toMatchObject({ file_name: 'damp.webp', content_type: 'image/webp' });
    expect(document).toMatchObject({ file_name: 'offer.pdf', content_type: 'application/pdf' });

    const picture = await seller.client.get(image.url);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['cache-control']).toBe('private, no-store');
    // The size shown is that of the stored WebP, not of the upload.
    expect(image.size).toBe(picture.rawPayload.length);
    // Re-encoded: no EXIF (and so no GPS) survives.
    expect((await sharp(picture.rawPayload).metadata()).exif).toBeUndefined();
    const download = await buyer.client.get(document.url);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''offer\.pdf$/);
    // Never under the public /storage path.
    const key = await app.t.database.db.execute<{ storage_key: string }>(
      sql`select storage_key from message_attachments where id = ${image.id}`,
    );
    expect(key.rows[0]?.storage_key).toMatch(/^private\/messages\//);
    expect((await app.t.app.inject({ method: 'GET', url: `/storage/${key.rows[0]?.storage_key}` })).statusCode).toBe(
      404,
    );

    const stranger = await signedIn();
    expect((await stranger.client.get(image.url)).statusCode).toBe(404);
    expect((await app.t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(401);
  });

  it('refuses a file that is not an image or PDF, an active PDF and a fourth file, storing no message', async () => {
    const seller = await advertiserWithOffer();
    const buyer = await signedIn();
    const send = (files: [string, { filename: string; type: string; bytes: Buffer }][]) => {
      const form = multipartBody([
        ['message', JSON.stringify({ offer_id: seller.offer.id, body: 'See attached' })],
        ...files,
      ]);
      return buyer.client.post('/api/conversations', form.payload, { headers: form.headers });
    };
    const html = await send([['attachments', { filename: 'x.jpg', type: 'image/jpeg', bytes: htmlPage }]]);
    expect(html.statusCode).toBe(415);
    const script = await send([
      ['attachments', { filename: 'x.pdf', type: 'application/pdf', bytes: pdfWithOpenScript() }],
    ]);
    expect(script.statusCode).toBe(422);
    expect(script.json().errors.attachments).toHaveLength(1);
    // Hidden scripts, launch and submit actions, XFA, embedded files: the same check as certificates.
    for (const { name, bytes } of hostilePdfs()) {
      const active = await send([['attachments', { filename: 'x.pdf', type: 'application/pdf', bytes }]]);
      expect(active.statusCode, name).toBe(422);
      expect(active.json(), name).toMatchObject({
        code: 'pdf_active_content',
        errors: { attachments: [UPLOAD_MESSAGES.activePdf] },
      });
    }
    const locked = await send([['attachments', { filename: 'x.pdf', type: 'application/pdf', bytes: encryptedPdf() }]]);
    expect(locked.json()).toMatchObject({
      code: 'pdf_encrypted',
      errors: { attachments: [UPLOAD_MESSAGES.encryptedPdf] },
    });
    // A PDF that cannot be read is named as an attachment, not as an ad's certificate.
    const broken = await send([
      ['attachments', { filename: 'x.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.7\nnothing else') }],
    ]);
    expect(broken.json()).toMatchObject({ errors: { attachments: [ATTACHMENT_MESSAGES.unreadablePdf] } });
    const image = await png(200, 100);
    const four = await send(
      Array.from({ length: 4 }, (_, i) => ['attachments', { filename: `${i}.png`, type: 'image/png', bytes: image }]),
    );
    expect(four.statusCode).toBe(413);
    const stored = await app.t.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from messages m join conversation_members cm on cm.conversation_id = m.conversation_id
      where cm.user_id = ${buyer.user.id}`);
    expect(stored.rows[0]?.n).toBe(0);
  });
});

describe('guest enquiries', () => {
  it('are sent once the guest confirms by e-mail; the reply reaches the guest without the advertiser’s address', async () => {
    const seller = await advertiserWithOffer('Barn conversion near Hexham');
    const guest = visitor();
    await guest.csrf();
    const held = await guest.post(`/api/contact/offer/${seller.offer.id}`, {
      name: 'Gina Guest',
      email: 'Gina.Guest@example.test',
      body: 'Could I see the barn next week?',
    });
    expect(held.statusCode).toBe(202);
    expect(held.json().message).toBe(CONVERSATION_MESSAGES.confirmByEmail('gina.guest@example.test'));
    // Nothing reaches the advertiser before the confirmation.
    expect((await seller.client.get('/api/conversations')).json().data).toEqual([]);

    const confirmation = await app.smtp.waitForMessage(
      (message) => message.to.includes('gina.guest@example.test') && message.subject === 'Confirm your message',
    );
    const link = app.smtp.linksIn(confirmation).find((url) => url.startsWith(`${PUBLIC_URL}/enquiry/confirm?token=`));
    const token = new URL(String(link)).searchParams.get('token');
    const confirmed = await guest.post('/api/contact/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect((await guest.post('/api/contact/confirm', { token })).statusCode).toBe(404);

    const [conversation] = (await seller.client.get('/api/conversations')).json().data;
    expect(conversation).toMatchObject({ other: { name: 'Gina Guest (guest)', is_guest: true, id: null }, unread: 1 });
    await seller.client.post(`/api/conversations/${conversation.id}/messages`, { body: 'Tuesday at 2pm?' });
    const answer = await app.smtp.waitForMessage(
      (message) => message.to.includes('gina.guest@example.test') && /replied/.test(message.subject),
    );
    expect(answer.text).toContain('Tuesday at 2pm?');
    expect(answer.text).not.toContain(seller.user.email);
    expect(answer.parsed.replyTo).toBeUndefined();
  });

  it('refuses a bad address (422 naming it) and an ad that is not on the site (404)', async () => {
    const seller = await advertiserWithOffer();
    const guest = visitor();
    await guest.csrf();
    const bad = await guest.post(`/api/contact/offer/${seller.offer.id}`, { name: 'G', email: 'nope', body: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['body', 'email', 'name']);
    const gone = await createOffer(app.t.database.db, { userId: seller.user.id, status: 'inactive' });
    const missing = await guest.post(`/api/contact/offer/${gone.id}`, {
      name: 'Gina',
      email: 'gina@example.test',
      body: 'Hello',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the API reference', () => {
  it('documents the messages and newsletter endpoints', async () => {
    const paths = Object.keys((await app.t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/conversations',
        '/api/conversations/{id}',
        '/api/conversations/{id}/messages',
        '/api/contact/offer/{offer}',
        '/api/contact/confirm',
        '/api/users/{id}/block',
        '/api/messages/{id}/report',
        '/api/admin/blocked-terms',
        '/api/newsletter',
        '/api/newsletter/unsubscribe',
        '/api/admin/newsletter',
      ]),
    );
  });
});
