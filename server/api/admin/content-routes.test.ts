// The operator's content API: only administrators write (guest 401, user and agency
// 403 on every state-changing endpoint); HTML is cleaned before it is stored; bad
// input is a 422 naming the field; the terms page cannot be deleted; drafts stay hidden.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, footerPages } from '#db/schema/content.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { guestClient, signedInClient, type TestClient } from '#tests/setup/client.ts';

const PASSWORD = 'Content-Desk-42';
let admin: TestClient;
let person: TestClient;
let agency: TestClient;
let guest: TestClient;

const t = testAppForFile();

beforeAll(async () => {
  const db = t.database.db;
  await createUser(db, {
    email: 'editor@content.example',
    name: 'Edie Editor',
    password: PASSWORD,
    roles: ['user', 'owner'],
  });
  await createUser(db, { email: 'person@content.example', password: PASSWORD });
  await createUser(db, {
    email: 'agency@content.example',
    password: PASSWORD,
    accountType: 'agency',
    companyName: 'Keys & Co',
    roles: ['user', 'company'],
  });
  admin = await signedInClient(t.app, 'editor@content.example', PASSWORD, '203.0.113.60');
  person = await signedInClient(t.app, 'person@content.example', PASSWORD, '203.0.113.61');
  agency = await signedInClient(t.app, 'agency@content.example', PASSWORD, '203.0.113.62');
  guest = await guestClient(t.app, '203.0.113.63');
});

const post = {
  slug: 'moving-checklist',
  title: 'Your moving-day checklist',
  excerpt: 'What to pack first.',
  content:
    '<h1>Moving</h1><p onclick="x()">Book the van <script>alert(1)</script><img src="https://tracker.example/a.gif"></p>',
  image_url: '/images/blog/renting-checklist.svg',
  image_alt: '',
  status: 'draft',
};
const page = {
  slug: 'complaints',
  name: 'Complaints',
  title: 'Our complaints procedure',
  content: '<p>Write to us.</p>',
};
const faq = { question: 'Do you charge buyers?', answer: '<p>No.</p><style>p{}</style>' };

describe('who may write content', () => {
  it('refuses a guest (401), a private user (403) and an agency (403) on every state-changing endpoint', async () => {
    const [blogId] = await t.database.db
      .insert(blogPosts)
      .values({ slug: 'guarded', title: 'G', excerpt: 'G', content: '<p>G</p>' })
      .returning({ id: blogPosts.id });
    const id = blogId?.id ?? 0;
    const calls: Array<[client: TestClient, method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown]> = [];
    for (const client of [guest, person, agency]) {
      calls.push(
        [client, 'POST', '/api/admin/blog', post],
        [client, 'PUT', `/api/admin/blog/${id}`, post],
        [client, 'DELETE', `/api/admin/blog/${id}`],
        [client, 'POST', '/api/admin/footers', page],
        [client, 'PUT', '/api/admin/footers/18', page],
        [client, 'DELETE', '/api/admin/footers/18'],
        [client, 'POST', '/api/admin/faq', faq],
        [client, 'PUT', '/api/admin/faq/1', faq],
        [client, 'DELETE', '/api/admin/faq/1'],
      );
    }
    for (const [client, method, url, body] of calls) {
      const response = await client.request(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(client === guest ? 401 : 403);
    }
    for (const client of [guest, person, agency]) {
      expect((await client.get('/api/admin/blog')).statusCode).toBe(client === guest ? 401 : 403);
    }
    // Nothing changed.
    const [stillThere] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    expect(stillThere?.title).toBe('G');
    expect((await t.app.inject({ method: 'GET', url: '/api/footers/18' })).json().slug).toBe('cookies');
  });

  it('needs the CSRF token even from an administrator', async () => {
    expect((await admin.post('/api/admin/faq', faq, { csrf: false })).statusCode).toBe(419);
  });
});

describe('blog posts', () => {
  it('creates a draft with cleaned HTML, hidden until published, then unpublishes and deletes it', async () => {
    const created = await admin.post('/api/admin/blog', post);
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      slug: 'moving-checklist',
      status: 'draft',
      published_at: null,
      author_name: 'Edie Editor',
    });
    expect(body.content).toBe('<h2>Moving</h2><p>Book the van </p>');
    expect((await guest.get('/api/blog/moving-checklist')).statusCode).toBe(404);

    const published = await admin.put(`/api/admin/blog/${body.id}`, { ...post, status: 'published' });
    expect(published.statusCode).toBe(200);
    expect(published.json().published_at).not.toBeNull();
    const publicPost = await guest.get('/api/blog/moving-checklist');
    expect(publicPost.statusCode).toBe(200);
    expect(publicPost.json().author_name).toBe('Edie Editor');
    expect((await guest.get('/api/blog')).json().data[0].slug).toBe('moving-checklist');

    expect((await admin.put(`/api/admin/blog/${body.id}`, post)).statusCode).toBe(200);
    expect((await guest.get('/api/blog/moving-checklist')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/blog')).json().data.map((p: { slug: string }) => p.slug)).toContain(
      'moving-checklist',
    );

    expect((await admin.delete(`/api/admin/blog/${body.id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/admin/blog/${body.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with 422 naming the fields, a taken slug and remote pictures', async () => {
    const bad = await admin.post('/api/admin/blog', { ...post, slug: 'Bad Slug!', title: '', status: 'live' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['slug', 'status', 'title']);
    const remote = await admin.post('/api/admin/blog', { ...post, image_url: 'https://tracker.example/a.png' });
    expect(remote.statusCode).toBe(422);
    expect(Object.keys(remote.json().errors)).toEqual(['image_url']);
    const taken = await admin.post('/api/admin/blog', { ...post, slug: 'stamp-duty-basics' });
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json().errors)).toEqual(['slug']);
    const extra = await admin.post('/api/admin/blog', { ...post, author_user_id: 'someone' });
    expect(extra.statusCode).toBe(422);
  });
});

describe('footer pages', () => {
  it('adds, edits and deletes a page, cleaning its HTML', async () => {
    const created = await admin.post('/api/admin/footers', {
      ...page,
      content: '<p>Write <a href="javascript:x()">to</a> us.</p>',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(id).toBeGreaterThan(19);
    expect(created.json().content).toBe('<p>Write <a>to</a> us.</p>');
    const list = (await guest.get('/api/footers')).json().data.map((p: { name: string }) => p.name);
    expect(list).toContain('Complaints');

    const edited = await admin.put(`/api/admin/footers/${id}`, { ...page, title: 'How to complain' });
    expect(edited.json().title).toBe('How to complain');
    expect((await admin.delete(`/api/admin/footers/${id}`)).statusCode).toBe(204);
    expect((await guest.get(`/api/footers/${id}`)).statusCode).toBe(404);
  });

  it('edits the terms page but never deletes it', async () => {
    const [before] = await t.database.db.select().from(footerPages).where(eq(footerPages.id, 17));
    const deleted = await admin.delete('/api/admin/footers/17');
    expect(deleted.statusCode).toBe(409);
    expect((await guest.get('/api/footers/17')).statusCode).toBe(200);
    const edited = await admin.put('/api/admin/footers/17', {
      slug: 'terms',
      name: before?.name,
      title: 'Terms of use',
      content: before?.content,
    });
    expect(edited.statusCode).toBe(200);
    expect((await guest.get('/api/footers/17')).json().title).toBe('Terms of use');
  });

  it('refuses a slug another page uses, naming the field', async () => {
    const response = await admin.put('/api/admin/footers/18', { ...page, slug: 'terms' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['slug']);
  });
});

describe('the FAQ', () => {
  it('adds a question last, edits and deletes it', async () => {
    const created = await admin.post('/api/admin/faq', faq);
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item.answer).toBe('<p>No.</p>');
    const { data } = (await guest.get('/api/faq')).json();
    expect(data.at(-1).question).toBe('Do you charge buyers?');
    const edited = await admin.put(`/api/admin/faq/${item.id}`, { ...faq, question: 'Do buyers pay anything?' });
    expect(edited.json().question).toBe('Do buyers pay anything?');
    expect((await admin.delete(`/api/admin/faq/${item.id}`)).statusCode).toBe(204);
    expect((await admin.put(`/api/admin/faq/${item.id}`, faq)).statusCode).toBe(404);
  });

  it('refuses an empty answer, naming the field', async () => {
    const response = await admin.post('/api/admin/faq', { question: 'Why?', answer: ' ' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['answer']);
  });
});
