import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '#app/hooks/use-t.ts';
import { applicableAttributes, rootSlugOf } from '#app/lib/applicable-attributes.ts';
import { homeCriteria } from '#app/lib/home-criteria.ts';
import { emptyFieldValues } from '#app/lib/panel-criteria.ts';
import type { PlaceSuggestion } from '#app/lib/places.ts';
import type { PanelData } from '#app/lib/search-panel.ts';
import type { UserLocation } from '#app/lib/user-location.ts';
import type { CategoryNode } from '#contract/catalogue.ts';
import { DEFAULT_LISTING_TYPE, isListingType, type ListingType } from '#contract/listing-types.ts';
import { searchQuery } from '#contract/search.ts';
import { SearchIcon } from '../icons.tsx';
import { AttributeSelects, BooleanAttributeChecks } from './attribute-filters.tsx';
import { CategoryCascader } from './category-cascader.tsx';
import { ConditionChips, MultiChoiceFilters, RoomChips, TagChips } from './filter-groups.tsx';
import { HomeSelects } from './home-selects.tsx';
import { KeywordsField } from './keywords-field.tsx';
import { ListingTypeOptions } from './listing-type-options.tsx';
import { ListingTypeTabs } from './listing-type-tabs.tsx';
import { LocationCombobox } from './location-combobox.tsx';
import { PriceAndAreaFields } from './range-fields.tsx';
import { UseMyLocationButton, useLocationOnLoad } from './use-my-location-button.tsx';
import { usePanelSelection } from './use-panel-selection.ts';
import { useRecentSearches } from './use-recent-searches.ts';

const selectClass = 'w-full rounded-lg border border-gray-500 bg-white px-3 py-2.5 text-base';
const labelClass = 'mb-1 block text-sm font-semibold text-gray-800';
const NO_ERRORS: Record<string, string> = {};

/**
 * Where to search: the saved location at first, then the place picked (recorded among
 * the recent searches) or found by the browser. A position found on load fills the
 * field only if the visitor has not typed in it meanwhile.
 */
function useHomeWhere(savedLocation: UserLocation | null) {
  const [place, setPlace] = useState<PlaceSuggestion | null>(
    savedLocation ? { ...savedLocation, addresstype: '', slug: '' } : null,
  );
  const [where, setWhere] = useState(savedLocation?.display_name ?? '');
  const recent = useRecentSearches();
  const choose = (picked: PlaceSuggestion) => {
    setPlace(picked);
    setWhere(picked.display_name);
  };
  const pick = (picked: PlaceSuggestion) => {
    choose(picked);
    recent.record(picked);
  };
  const whereRef = useRef(where);
  whereRef.current = where;
  useLocationOnLoad((found) => {
    if (whereRef.current === '' || whereRef.current === savedLocation?.display_name) choose(found);
  });
  return { place, where, setWhere, choose, pick, recent };
}

/** The location combobox with the recent searches and the 'Use my location' button. */
function HomeWhereField({
  where: { where, setWhere, pick, choose, recent },
}: {
  where: ReturnType<typeof useHomeWhere>;
}) {
  const t = useT();
  return (
    <div className="md:col-span-2 lg:col-span-1">
      <LocationCombobox
        label={t.search.location}
        name="q"
        value={where}
        onValueChange={setWhere}
        onPick={pick}
        recent={recent.places.map((item) => ({ ...item, addresstype: '', slug: '' }))}
        onEmptyFocus={recent.load}
      >
        <UseMyLocationButton onLocate={choose} />
      </LocationCombobox>
    </div>
  );
}

/** The listing type as a select (the tabs above say the same, for those who see them). */
function ListingTypeSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: ListingType;
  onChange: (type: ListingType) => void;
}) {
  const t = useT();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {t.search.listingType}
      </label>
      <select
        id={id}
        name="type"
        value={value}
        onChange={(event) => isListingType(event.target.value) && onChange(event.target.value)}
        className={selectClass}
      >
        <ListingTypeOptions />
      </select>
    </div>
  );
}

/** What 'Advanced' opens: the rest of the search panel's filters. */
function HomeAdvancedFilters({
  id,
  hidden,
  applicable,
  fields,
  leasehold,
  onLess,
  onReset,
}: {
  id: string;
  hidden: boolean;
  applicable: ReturnType<typeof applicableAttributes>;
  fields: ReturnType<typeof emptyFieldValues>;
  leasehold: boolean;
  onLess: () => void;
  onReset: () => void;
}) {
  return (
    <div id={id} hidden={hidden} className="grid gap-5 border-t border-gray-200 pt-5 lg:grid-cols-2">
      <TagChips chosen={fields} />
      <RoomChips names={['reception-rooms', 'parking-spaces']} applicable={applicable} chosen={fields} />
      <ConditionChips applicable={applicable} chosen={fields} />
      <MultiChoiceFilters applicable={applicable} chosen={fields} leasehold={leasehold} />
      <AttributeSelects applicable={applicable} chosen={fields} />
      <KeywordsField initial={[]} />
      <AdvancedButtons controls={id} onLess={onLess} onReset={onReset} />
    </div>
  );
}

/** Under the open filters: close them again, or clear every filter chosen. */
function AdvancedButtons({ controls, onLess, onReset }: { controls: string; onLess: () => void; onReset: () => void }) {
  const t = useT();
  const buttonClass = 'rounded text-sm font-semibold underline underline-offset-4';
  return (
    <div className="flex flex-wrap items-center gap-4 lg:col-span-2">
      <button
        type="button"
        aria-expanded="true"
        aria-controls={controls}
        onClick={onLess}
        className={`${buttonClass} text-accent-700`}
      >
        {t.search.lessOptions}
      </button>
      <button type="button" onClick={onReset} className={`${buttonClass} text-gray-800`}>
        {t.search.resetFilter}
      </button>
    </div>
  );
}

/** Line 1: category, listing type, location, the advanced toggle and Search. */
function HomeFirstLine({
  id,
  categories,
  category,
  listingType,
  onListingType,
  where,
  advanced,
  onToggleAdvanced,
}: {
  id: string;
  categories: CategoryNode[];
  category: string;
  listingType: ListingType;
  onListingType: (type: ListingType) => void;
  where: ReturnType<typeof useHomeWhere>;
  advanced: boolean;
  onToggleAdvanced: () => void;
}) {
  const t = useT();
  return (
    <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-[1fr_1fr_1.6fr_auto_auto] lg:items-start">
      <div>
        <p className={labelClass} aria-hidden="true">
          {t.search.category}
        </p>
        <CategoryCascader tree={categories} listingType={listingType} value={category} />
      </div>
      <ListingTypeSelect id={`${id}-type`} value={listingType} onChange={onListingType} />
      <HomeWhereField where={where} />
      <button
        type="button"
        aria-expanded={advanced}
        aria-controls={`${id}-advanced`}
        onClick={onToggleAdvanced}
        className="rounded-lg border border-accent-700 px-4 py-2.5 text-base font-semibold text-accent-700 hover:bg-accent-50 lg:mt-6"
      >
        {t.search.advancedButton}
      </button>
      <button
        type="submit"
        className="inline-flex items-center justify-center gap-2 rounded-lg bg-accent-700 px-6 py-2.5 text-base font-semibold text-white hover:bg-accent-800 lg:mt-6"
      >
        <SearchIcon /> {t.search.searchButton}
      </button>
    </div>
  );
}

/** Search goes to /search with the form's criteria, unless a price or area is refused. */
function useHomeSubmit(place: PlaceSuggestion | null) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState(NO_ERRORS);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = homeCriteria(new FormData(event.currentTarget), place);
    setErrors(result.errors);
    if (Object.keys(result.errors).length === 0) navigate(`/search?${searchQuery(result.criteria)}`);
  };
  return { errors, onSubmit };
}

/**
 * The home search: listing type tabs over a three-line bar. Line 1: category
 * cascader, listing type, location and the advanced toggle; line 2: selects; line 3:
 * price and area with their suggestion lists, and the yes/no features. 'Advanced'
 * opens the rest of the search panel. Without JavaScript the form is a plain GET to
 * /search and the location text is searched as words (q).
 */
export function HomeSearchForm(props: HomeSearchProps) {
  // 'reset filter' starts the form afresh, with the filters still open.
  const [generation, setGeneration] = useState(0);
  return (
    <HomeSearchFields
      key={generation}
      {...props}
      openAdvanced={generation > 0}
      onReset={() => setGeneration(generation + 1)}
    />
  );
}

type HomeSearchProps = { categories: CategoryNode[]; savedLocation: UserLocation | null; panel: PanelData };

function HomeSearchFields({
  categories,
  savedLocation,
  panel,
  openAdvanced,
  onReset,
}: HomeSearchProps & { openAdvanced: boolean; onReset: () => void }) {
  const id = useId();
  const fields = useMemo(emptyFieldValues, []);
  const [selection, onChange] = usePanelSelection(fields);
  const [listingType, setListingType] = useState<ListingType>(DEFAULT_LISTING_TYPE);
  const [advanced, setAdvanced] = useState(openAdvanced);
  const where = useHomeWhere(savedLocation);
  const { errors, onSubmit } = useHomeSubmit(where.place);
  const t = useT();
  const applicable = applicableAttributes(listingType, rootSlugOf(categories, selection.category));

  return (
    <search aria-label={t.search.findProperty}>
      <ListingTypeTabs value={listingType} onChange={setListingType} />
      <form
        method="get"
        action="/search"
        onSubmit={onSubmit}
        onChange={onChange}
        className="flex flex-col gap-5 rounded-2xl bg-white p-4 text-left shadow-xl md:p-6"
      >
        <HomeFirstLine
          id={id}
          categories={categories}
          category={selection.category}
          listingType={listingType}
          onListingType={setListingType}
          where={where}
          advanced={advanced}
          onToggleAdvanced={() => setAdvanced(!advanced)}
        />
        <HomeSelects showRooms={applicable.has('number-of-rooms')} />
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr] lg:items-end">
          <PriceAndAreaFields
            filters={panel.filters}
            selection={{ ...selection, listingType }}
            defaults={fields}
            errors={errors}
          />
          <BooleanAttributeChecks applicable={applicable} chosen={fields} />
        </div>
        <HomeAdvancedFilters
          id={`${id}-advanced`}
          hidden={!advanced}
          applicable={applicable}
          fields={fields}
          leasehold={selection.leasehold}
          onLess={() => setAdvanced(false)}
          onReset={onReset}
        />
      </form>
    </search>
  );
}
