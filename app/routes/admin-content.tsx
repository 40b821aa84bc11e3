import { ContentEditor, type EditorItem } from '#app/components/admin/content-editor.tsx';
import { PaymentsNotice } from '#app/components/billing/payments-notice.tsx';
import { getAppContext } from '#app/context.ts';
import { operatorOrRedirect, operatorPageWithoutForms } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { TERMS_PAGE_ID } from '#contract/content.ts';
import { getPostForEditing, listAllPosts } from '#core/content/blog.ts';
import { listFaqItems } from '#core/content/faq.ts';
import { getFooterPage, listFooterPages } from '#core/content/footer-pages.ts';
import type { Route } from './+types/admin-content.ts';

/**
 * /admin/content: the operator's minimal editor of blog posts, footer pages and the FAQ
 * (the newsletter has its own page, /admin/newsletter), for editors
 * whose sign-in showed a second factor (operatorOrRedirect). The API checks again.
 */
export async function loader(args: Route.LoaderArgs) {
  operatorOrRedirect(args, 'content.edit');
  const { db } = getAppContext(args.context);
  const [posts, links, faq] = await Promise.all([listAllPosts(db), listFooterPages(db), listFaqItems(db)]);
  // A handful of each: reading them one by one keeps the services as they are.
  const fullPosts = [];
  for (const post of posts) fullPosts.push(await getPostForEditing(db, post.id));
  const pages = [];
  for (const link of links) {
    const page = await getFooterPage(db, String(link.id));
    if (page) pages.push(page);
  }
  return { posts: fullPosts, pages, faq };
}

export const action = (args: Route.ActionArgs) => operatorPageWithoutForms(args, 'content.edit');

export function meta(_: Route.MetaArgs) {
  return [...pageMeta('Site content'), { name: 'robots', content: 'noindex' }];
}

const STATUS_OPTIONS = [
  { value: 'draft', label: 'Draft (only operators see it)' },
  { value: 'published', label: 'Published' },
];
const HTML_HINT = 'HTML: paragraphs, headings (h2, h3), lists, bold, italics and links. Anything else is removed.';
const position = (value: string | undefined) => (value ? Number(value) : undefined);

type Content = Route.ComponentProps['loaderData'];

/** The blog's posts: draft or published, with a picture and its description. */
function BlogEditor({ posts: stored }: { posts: Content['posts'] }) {
  const posts: EditorItem[] = stored.map((post) => ({
    id: post.id,
    label: `${post.title} (${post.status})`,
    values: {
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      content: post.content,
      image_url: post.image_url ?? '',
      image_alt: post.image_alt,
      status: post.status,
    },
  }));
  return (
    <ContentEditor
      heading="Blog posts"
      noun="Post"
      endpoint="/api/admin/blog"
      items={posts}
      empty={{ slug: '', title: '', excerpt: '', content: '', image_url: '', image_alt: '', status: 'draft' }}
      fields={[
        { name: 'title', label: 'Title' },
        { name: 'slug', label: 'Address (slug)', hint: 'The post is at /blog/ followed by this.' },
        { name: 'excerpt', label: 'Excerpt', rows: 3 },
        { name: 'content', label: 'Content', rows: 12, hint: HTML_HINT },
        { name: 'image_url', label: 'Picture', hint: 'A path on this site, like /images/blog/renting-checklist.svg' },
        { name: 'image_alt', label: 'Picture description', hint: 'Leave empty when the picture is only decoration.' },
        { name: 'status', label: 'Status', options: STATUS_OPTIONS },
      ]}
      toBody={(values) => ({
        slug: values.slug ?? '',
        title: values.title ?? '',
        excerpt: values.excerpt ?? '',
        content: values.content ?? '',
        image_url: values.image_url || null,
        image_alt: values.image_alt ?? '',
        status: values.status,
      })}
    />
  );
}

/** The footer's pages; the terms page cannot be deleted (registration links to it). */
function FooterPagesEditor({ pages: stored }: { pages: Content['pages'] }) {
  const pages: EditorItem[] = stored.map((page) => ({
    id: page.id,
    label: `${page.name} (/strony/${page.id})`,
    values: { slug: page.slug, name: page.name, title: page.title, content: page.content, position: '' },
  }));
  return (
    <ContentEditor
      heading="Footer pages"
      noun="Page"
      endpoint="/api/admin/footers"
      items={pages}
      empty={{ slug: '', name: '', title: '', content: '', position: '' }}
      canDelete={(id) => id !== TERMS_PAGE_ID}
      fields={[
        { name: 'name', label: 'Link label in the footer' },
        { name: 'title', label: 'Title' },
        { name: 'slug', label: 'Address (slug)' },
        { name: 'content', label: 'Content', rows: 12, hint: HTML_HINT },
        { name: 'position', label: 'Position', hint: 'Optional: a whole number; lower comes first.' },
      ]}
      toBody={(values) => ({
        slug: values.slug ?? '',
        name: values.name ?? '',
        title: values.title ?? '',
        content: values.content ?? '',
        position: position(values.position),
      })}
    />
  );
}

/** The FAQ's questions and answers, in the order of their positions. */
function FaqEditor({ faq: stored }: { faq: Content['faq'] }) {
  const faq: EditorItem[] = stored.map((item) => ({
    id: item.id,
    label: item.question,
    values: { question: item.question, answer: item.answer, position: String(item.position) },
  }));
  return (
    <ContentEditor
      heading="Frequently asked questions"
      noun="Question"
      endpoint="/api/admin/faq"
      items={faq}
      empty={{ question: '', answer: '', position: '' }}
      fields={[
        { name: 'question', label: 'Question' },
        { name: 'answer', label: 'Answer', rows: 6, hint: HTML_HINT },
        { name: 'position', label: 'Position', hint: 'Optional: a whole number; lower comes first.' },
      ]}
      toBody={(values) => ({
        question: values.question ?? '',
        answer: values.answer ?? '',
        position: position(values.position),
      })}
    />
  );
}

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8 md:py-10">
      <h1 className="text-3xl font-bold text-gray-900">Site content</h1>
      <PaymentsNotice />
      <BlogEditor posts={loaderData.posts} />
      <FooterPagesEditor pages={loaderData.pages} />
      <FaqEditor faq={loaderData.faq} />
    </div>
  );
}
