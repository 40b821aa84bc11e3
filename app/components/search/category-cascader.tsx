import { type KeyboardEvent, type MouseEvent, useRef, useState } from 'react';
import { useDismiss } from '#app/hooks/use-dismiss.ts';
import { useT } from '#app/hooks/use-t.ts';
import { type Dictionary, labelOf } from '#app/lib/i18n/dictionary.ts';
import type { CategoryNode } from '#contract/catalogue.ts';
import { formatNumber } from '#contract/format.ts';
import type { ListingType } from '#contract/listing-types.ts';
import { ChevronDownIcon } from '../icons.tsx';

type Node = Pick<CategoryNode, 'slug' | 'name' | 'offer_types'>;
type Tree = ReadonlyArray<Node & { children: readonly Node[] }>;

const allows = (node: Node, type: ListingType | undefined) =>
  type === undefined || type === 'seek-property' || node.offer_types.includes(type);

/** The name shown for a chosen value: a root, a child, several (from the search modal), or all. */
function chosenName(tree: Tree, value: string, t: Dictionary): string {
  if (value === '') return t.search.allCategories;
  const names = value.split(',').map((slug) => {
    for (const root of tree) {
      if (root.slug === slug) return labelOf(t.categories, root.slug, root.name);
      const child = root.children.find((node) => node.slug === slug);
      if (child) return child.name;
    }
    return slug;
  });
  return names.join(', ');
}

/**
 * How the popup closes: on a pick with the pointer or Enter, Escape, or a click outside;
 * focus goes back to the summary except when the click went elsewhere.
 */
function useCascaderClosing() {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);

  const close = (focusSummary: boolean) => {
    if (detailsRef.current) detailsRef.current.open = false;
    if (focusSummary) summaryRef.current?.focus();
  };
  // Deferred: Chromium's renderer crashes when a <details> closes during the focus
  // change that reported it.
  useDismiss(open, detailsRef, (reason) => setTimeout(() => close(reason === 'escape')));

  // Escape inside the disclosure closes it at once: the browser reports the opening
  // (the toggle event) a moment later, and useDismiss listens only from then on.
  const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !detailsRef.current?.open) return;
    event.preventDefault();
    setTimeout(() => close(true));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    // Enter picks the focused category (instead of submitting the form).
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      event.target.checked = true;
      event.target.dispatchEvent(new Event('change', { bubbles: true }));
      close(true);
    }
  };
  // A pick with the pointer closes the popup (a click with a detail count); arrow keys,
  // which also click the radio they reach, only move the choice.
  const onClick = (event: MouseEvent<HTMLFieldSetElement>) => {
    if (event.target instanceof HTMLInputElement && event.detail > 0) close(true);
  };
  return { detailsRef, summaryRef, setOpen, closeOnEscape, onKeyDown, onClick };
}

/** One category's radio: a root in bold with its count (when counted), a child plain. */
function CategoryRadio({
  node,
  strong,
  shown,
  counts,
}: {
  node: { slug: string; name: string };
  strong: boolean;
  /** The value shown as chosen. */
  shown: string;
  counts: Map<string, number> | undefined;
}) {
  const t = useT();
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-accent-50">
      <input
        type="radio"
        name="category"
        value={node.slug}
        defaultChecked={shown === node.slug}
        className="size-4 accent-accent-700"
      />
      <span className={strong ? 'font-semibold text-gray-900' : 'text-gray-800'}>
        {labelOf(t.categories, node.slug, node.name)}
      </span>
      {strong && counts?.has(node.slug) && (
        <span className="text-xs text-gray-700">({formatNumber(counts.get(node.slug) ?? 0)})</span>
      )}
    </label>
  );
}

/** All categories (and several chosen at once, from the search modal), then each root with its children. */
function CategoryChoices({
  tree,
  roots,
  listingType,
  shown,
  counts,
}: {
  tree: Tree;
  roots: Tree;
  listingType: ListingType | undefined;
  shown: string;
  counts: Map<string, number> | undefined;
}) {
  const t = useT();
  return (
    <>
      <div className="mb-2 flex flex-wrap gap-x-4 border-b border-gray-200 pb-2">
        <CategoryRadio node={{ slug: '', name: t.search.allCategories }} strong shown={shown} counts={counts} />
        {shown.includes(',') && (
          <CategoryRadio
            node={{ slug: shown, name: chosenName(tree, shown, t) }}
            strong
            shown={shown}
            counts={counts}
          />
        )}
      </div>
      <div className="grid gap-x-4 sm:grid-cols-2 md:grid-cols-3">
        {roots.map((root) => (
          <div key={root.slug} className="mb-2">
            <CategoryRadio node={root} strong shown={shown} counts={counts} />
            <div className="pl-5">
              {root.children
                .filter((child) => allows(child, listingType))
                .map((child) => (
                  <div key={child.slug}>
                    <CategoryRadio node={child} strong={false} shown={shown} counts={counts} />
                  </div>
                ))}
            </div>
          </div>
        ))}
      </div>
    </>
  );
}

/**
 * The category cascader of the home bar: each root with its children, as one radio
 * group in a disclosure. A native <details> opens it without JavaScript; with it, the
 * popup closes on a pick, Enter, Escape or a click outside. Arrow keys move through
 * the radios as in any radio group.
 */
export function CategoryCascader({
  tree,
  listingType,
  value,
  counts,
}: {
  tree: Tree;
  listingType: ListingType | undefined;
  /** The chosen value, as the form holds it ('' for all, or comma-joined slugs). */
  value: string;
  counts?: Map<string, number> | undefined;
}) {
  const closing = useCascaderClosing();
  const t = useT();
  const roots = tree.filter((root) => allows(root, listingType));
  const visible = new Set(roots.flatMap((root) => [root.slug, ...root.children.map((child) => child.slug)]));
  const shown = value.split(',').every((slug) => visible.has(slug)) ? value : '';

  return (
    <details
      ref={closing.detailsRef}
      className="relative"
      onToggle={(event) => closing.setOpen(event.currentTarget.open)}
      onKeyDown={closing.closeOnEscape}
    >
      <summary
        ref={closing.summaryRef}
        className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-lg border border-gray-500 bg-white px-3 py-2.5 text-base [&::-webkit-details-marker]:hidden"
      >
        <span className="truncate">
          <span className="sr-only">Category: </span>
          {chosenName(tree, shown, t)}
        </span>
        <ChevronDownIcon className="size-4 shrink-0" />
      </summary>
      <fieldset
        // A press on the popup's padding or text focuses the popup itself, not the page
        // behind it (which would count as focus leaving, and close it).
        tabIndex={-1}
        onKeyDown={closing.onKeyDown}
        onClick={closing.onClick}
        className="absolute top-full left-0 z-30 mt-1 max-h-96 focus:outline-none w-[min(44rem,calc(100vw-2rem))] overflow-y-auto rounded-lg border border-gray-200 bg-white p-3 shadow-xl"
      >
        <legend className="sr-only">{t.search.category}</legend>
        <CategoryChoices tree={tree} roots={roots} listingType={listingType} shown={shown} counts={counts} />
      </fieldset>
    </details>
  );
}
