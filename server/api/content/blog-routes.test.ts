// The public blog and FAQ read from the seeded database: published posts only, newest
// first, paginated; a draft is 404; the routes are in the OpenAPI document.
import { beforeAll, describe, expect, it } from 'vitest';
import { BLOG_PER_PAGE } from '#contract/content.ts';
import { blogPosts } from '#db/schema/content.ts';
import { testAppForFile } from '#tests/setup/app.ts';

const t = testAppForFile();

beforeAll(async () => {
  await t.database.db.insert(blogPosts).values({
    slug: 'secret-draft',
    title: 'Not ready yet',
    excerpt: 'A draft',
    content: '<p>Draft</p>',
    status: 'draft',
  });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/blog', () => {
  it('lists the published posts, newest first, a page at a time', async () => {
    const first = (await get('/api/blog')).json();
    expect(first.data).toHaveLength(BLOG_PER_PAGE);
    expect(first.meta).toMatchObject({ page: 1, per_page: BLOG_PER_PAGE, total: 6, last_page: 2 });
    const dates = first.data.map((post: { published_at: string }) => post.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.data[0]).toMatchObject({ slug: 'questions-to-ask-at-a-viewing', author_name: 'The Dazu team' });
    expect(first.data[0].image_url).toBe('/images/blog/questions-to-ask-at-a-viewing.svg');
    const second = (await get('/api/blog?page=2')).json();
    expect(second.data.map((post: { slug: string }) => post.slug)).toEqual([
      'stamp-duty-basics',
      'first-time-buyers-guide',
    ]);
    const all = [...first.data, ...second.data].map((post: { slug: string }) => post.slug);
    expect(all).not.toContain('secret-draft');
  });

  it('refuses a page that is not a positive number, naming the field', async () => {
    const response = await get('/api/blog?page=zero');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['page']);
  });
});

describe('GET /api/blog/{slug}', () => {
  it('returns a published post with three related posts', async () => {
    const response = await get('/api/blog/stamp-duty-basics');
    expect(response.statusCode).toBe(200);
    const post = response.json();
    expect(post.title).toBe('Stamp duty explained: what you pay and when');
    expect(post.content).toContain('<h2>First-time buyers</h2>');
    expect(post.related).toHaveLength(3);
    expect(post.related.map((other: { slug: string }) => other.slug)).not.toContain('stamp-duty-basics');
  });

  it('answers 404 for a draft and for an unknown slug', async () => {
    expect((await get('/api/blog/secret-draft')).statusCode).toBe(404);
    expect((await get('/api/blog/no-such-post')).statusCode).toBe(404);
  });
});

describe('GET /api/faq', () => {
  it('lists the seeded questions in order', async () => {
    const { data } = (await get('/api/faq')).json();
    expect(data.length).toBeGreaterThanOrEqual(8);
    expect(data[0].question).toBe('Is it free to advertise my property?');
    const positions = data.map((item: { position: number }) => item.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

describe('the OpenAPI document', () => {
  it('includes the content routes', async () => {
    const paths = Object.keys((await get('/api/openapi.json')).json().paths);
    for (const path of [
      '/api/blog',
      '/api/blog/{slug}',
      '/api/faq',
      '/api/contact',
      '/api/admin/blog',
      '/api/admin/blog/{id}',
      '/api/admin/footers',
      '/api/admin/footers/{id}',
      '/api/admin/faq',
      '/api/admin/faq/{id}',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
