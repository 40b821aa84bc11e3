// Writes docs/catalogue.md from contract/ (`node scripts/catalogue-doc.ts`); a test
// fails when the document and the code disagree.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ATTRIBUTES } from '#contract/attributes.ts';
import { CATEGORIES, MODAL_PROPERTY_TYPES } from '#contract/categories.ts';
import { LISTING_TYPE_LABELS, LISTING_TYPES, OFFER_TAG_LABELS, OFFER_TAGS } from '#contract/listing-types.ts';

export function catalogueMarkdown(): string {
  const lines = [
    '# Catalogue',
    '',
    'Generated from `contract/` by `node scripts/catalogue-doc.ts`; do not edit by hand.',
    '',
    '## Listing types',
    '',
    '| slug | label in the home search bar |',
    '|---|---|',
    ...LISTING_TYPES.map((type) => `| \`${type}\` | ${LISTING_TYPE_LABELS[type]} |`),
    '',
    '`sell` is the default. A wanted ad (`seek-property`) is searched with `ad-type=seek-property` instead of `type`.',
    '',
    '## Categories',
    '',
    'Slugs are unique across the tree. A search for a parent includes its children. `seek-property` is allowed in every category.',
    '',
    '| category | slug | listing types | children (slugs) |',
    '|---|---|---|---|',
    ...CATEGORIES.map(
      (category) =>
        `| ${category.name} | \`${category.slug}\` | ${category.offerTypes.join(', ')} | ${category.children
          .map((child) => `\`${child.slug}\``)
          .join(', ')} |`,
    ),
    '',
    `Property types of the search modal: ${MODAL_PROPERTY_TYPES.map((slug) => `\`${slug}\``).join(', ')}.`,
    '',
    '## Attributes (ids 1 to 22)',
    '',
    "Booleans (ids 2, 5, 6, 7, 8, 20) are stored and sent as the text `'true'`; multi-value lists (ids 15, 16, 17) have one stored row per chosen option. Attribute 1 is the offer's `listing_type` column. 'All' categories means the attribute applies to every category.",
    '',
    '| id | slug | name | type | listing types | categories | options or range |',
    '|---|---|---|---|---|---|---|',
    ...ATTRIBUTES.map((attribute) => {
      const detail =
        attribute.type === 'number'
          ? `${attribute.min} to ${attribute.max}${attribute.unit ? ` ${attribute.unit}` : ''}`
          : attribute.type === 'boolean'
            ? "`'true'`"
            : attribute.options.map((option) => `\`${option.slug}\` ${option.name}`).join('; ');
      return `| ${attribute.id} | \`${attribute.slug}\` | ${attribute.name} | ${attribute.type} | ${attribute.listingTypes.join(', ')} | ${attribute.categories?.join(', ') ?? 'all'} | ${detail} |`;
    }),
    '',
    '## Offer tags',
    '',
    ...OFFER_TAGS.map((tag) => `- \`${tag}\`: ${OFFER_TAG_LABELS[tag]}`),
    '',
  ];
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(new URL('../docs/catalogue.md', import.meta.url), catalogueMarkdown());
  console.log('docs/catalogue.md written');
}
