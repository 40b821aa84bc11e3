import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSiteData } from '#app/hooks/use-site-data.ts';
import { useT } from '#app/hooks/use-t.ts';
import { applicableAttributes, rootSlugOf } from '#app/lib/applicable-attributes.ts';
import { carriedCriteria, fieldValues, panelCriteria } from '#app/lib/panel-criteria.ts';
import { facetCounts, type PanelData } from '#app/lib/search-panel.ts';
import { LISTING_TYPES, type ListingType } from '#contract/listing-types.ts';
import { type SearchCriteria, searchQuery } from '#contract/search.ts';
import { SearchIcon } from '../icons.tsx';
import { AttributeSelects, BooleanAttributeChecks } from './attribute-filters.tsx';
import { CarriedFields } from './carried-fields.tsx';
import { CategoryCascader } from './category-cascader.tsx';
import { ChipGroup, legendClass } from './chip-group.tsx';
import { ConditionChips, MultiChoiceFilters, RoomChips, TagChips } from './filter-groups.tsx';
import { KeywordsField } from './keywords-field.tsx';
import { PriceAndAreaFields } from './range-fields.tsx';
import { usePanelSelection } from './use-panel-selection.ts';

/**
 * The expanded search panel of /search and the landing pages. It is
 * a GET form to /search, so it works without JavaScript; with it, a submit goes to
 * the canonical URL. The URL is the state: the form is rebuilt whenever the search
 * changes (back and forward included).
 */
export function SearchPanel({
  criteria,
  panel,
  resetTo,
}: {
  criteria: SearchCriteria;
  panel: PanelData;
  resetTo: string;
}) {
  const [expanded, setExpanded] = useState(true);
  return (
    <PanelForm
      key={searchQuery({ ...criteria, page: 1 })}
      criteria={criteria}
      panel={panel}
      resetTo={resetTo}
      expanded={expanded}
      onExpandedChange={setExpanded}
    />
  );
}

/**
 * Search goes to the canonical /search URL of the form's criteria (and what the panel
 * does not show, carried along), unless a field is refused: then focus goes to it.
 */
function usePanelSubmit(carried: ReturnType<typeof carriedCriteria>) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = panelCriteria(new FormData(event.currentTarget), carried);
    setErrors(result.errors);
    if (Object.keys(result.errors).length === 0) navigate(`/search?${searchQuery(result.criteria)}`);
  };
  return { formRef, errors, onSubmit };
}

/** Search, more or fewer options, and reset (to the page's own search). */
function PanelButtons({
  moreId,
  expanded,
  onExpandedChange,
  resetTo,
}: {
  moreId: string;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  resetTo: string;
}) {
  const navigate = useNavigate();
  const t = useT();
  return (
    <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-gray-200 bg-white py-3">
      <button
        type="submit"
        className="inline-flex items-center gap-2 rounded-full bg-accent-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-accent-800"
      >
        <SearchIcon className="size-4" /> {t.search.searchButton}
      </button>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={moreId}
        onClick={() => onExpandedChange(!expanded)}
        className="rounded text-sm font-semibold text-accent-700 underline underline-offset-4"
      >
        {expanded ? t.search.lessOptions : t.search.moreOptions}
      </button>
      <button
        type="button"
        onClick={() => navigate(resetTo)}
        className="rounded text-sm font-semibold text-gray-800 underline underline-offset-4"
      >
        {t.search.resetFilter}
      </button>
    </div>
  );
}

/** What 'More options' shows: the rest of the filters, and the keywords. */
function PanelMoreFilters({
  id,
  hidden,
  criteria,
  fields,
  applicable,
  tagCounts,
  leasehold,
}: {
  id: string;
  hidden: boolean;
  criteria: SearchCriteria;
  fields: ReturnType<typeof fieldValues>;
  applicable: ReturnType<typeof applicableAttributes>;
  tagCounts: Map<string, number> | undefined;
  leasehold: boolean;
}) {
  return (
    <div id={id} hidden={hidden} className="flex flex-col gap-5">
      <TagChips chosen={fields} counts={tagCounts} />
      <RoomChips names={['reception-rooms', 'bathrooms', 'parking-spaces']} applicable={applicable} chosen={fields} />
      <BooleanAttributeChecks applicable={applicable} chosen={fields} />
      <ConditionChips applicable={applicable} chosen={fields} />
      <MultiChoiceFilters applicable={applicable} chosen={fields} leasehold={leasehold} />
      <AttributeSelects applicable={applicable} chosen={fields} />
      <KeywordsField initial={criteria.keywords} />
    </div>
  );
}

/** The category cascader under its legend-like heading (the cascader names itself to screen readers). */
function PanelCategory({
  listingType,
  value,
  counts,
}: {
  listingType: ListingType | undefined;
  value: string;
  counts: Map<string, number> | undefined;
}) {
  const { categories } = useSiteData();
  const t = useT();
  return (
    <div>
      <p className={legendClass} aria-hidden="true">
        {t.search.category}
      </p>
      <CategoryCascader tree={categories} listingType={listingType} value={value} counts={counts} />
    </div>
  );
}

function PanelForm({
  criteria,
  panel,
  resetTo,
  expanded,
  onExpandedChange,
}: {
  criteria: SearchCriteria;
  panel: PanelData;
  resetTo: string;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
}) {
  const { categories } = useSiteData();
  const t = useT();
  const fields = useMemo(() => fieldValues(criteria), [criteria]);
  const [selection, onChange] = usePanelSelection(fields);
  const moreId = useId();
  const counts = facetCounts(panel.facets);
  const applicable = applicableAttributes(selection.listingType, rootSlugOf(categories, selection.category));
  const carried = carriedCriteria(criteria);
  const { formRef, errors, onSubmit } = usePanelSubmit(carried);

  return (
    <form
      ref={formRef}
      method="get"
      action="/search"
      onSubmit={onSubmit}
      onChange={onChange}
      aria-label={t.search.filters}
      className="flex flex-col gap-5"
    >
      <CarriedFields criteria={carried} />
      <ChipGroup
        legend={t.search.listingType}
        name="type"
        options={LISTING_TYPES.map((type) => ({ value: type, label: t.search.listingTypes[type] }))}
        chosen={fields.get('type') ?? []}
        single
        counts={counts?.listingTypes}
      />
      <PanelCategory listingType={selection.listingType} value={selection.category} counts={counts?.categories} />
      <PriceAndAreaFields filters={panel.filters} selection={selection} defaults={fields} errors={errors} />
      <RoomChips names={['rooms']} applicable={applicable} chosen={fields} bedroomCounts={counts?.bedrooms} />
      <PanelMoreFilters
        id={moreId}
        hidden={!expanded}
        criteria={criteria}
        fields={fields}
        applicable={applicable}
        tagCounts={counts?.tags}
        leasehold={selection.leasehold}
      />
      <PanelButtons moreId={moreId} expanded={expanded} onExpandedChange={onExpandedChange} resetTo={resetTo} />
    </form>
  );
}
