// Structured data (schema.org, as JSON-LD data blocks) for the blog and the FAQ, so
// search engines can show dates, authors and answers.
import { type BlogPost, type FaqItem, TEAM_AUTHOR } from '#contract/content.ts';

export function blogPostingJsonLd(post: BlogPost, publicUrl: string) {
  const url = `${publicUrl}/blog/${post.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    ...(post.image_url ? { image: `${publicUrl}${post.image_url}` } : {}),
    datePublished: post.published_at,
    dateModified: post.updated_at,
    author: { '@type': post.author_name === TEAM_AUTHOR ? 'Organization' : 'Person', name: post.author_name },
    publisher: { '@type': 'Organization', name: 'Dazu', url: publicUrl },
  };
}

export function faqPageJsonLd(items: readonly FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
