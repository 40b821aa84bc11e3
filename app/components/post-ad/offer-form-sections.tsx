// The parts of the ad form, in the order an advertiser fills them in.
import type { MapConfig } from '#app/context.ts';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { formAttributes, type OfferFormValues } from '#app/lib/offer-form.ts';
import type { CategoryNode } from '#contract/catalogue.ts';
import { LISTING_TYPES, type ListingType } from '#contract/listing-types.ts';
import { OFFER_FILE_LIMITS } from '#contract/offer-files.ts';
import { OFFER_INPUT_LIMITS } from '#contract/offer-input.ts';
import { RadioGroupField, SelectField, TextField } from '../forms/fields.tsx';
import { hintClass, secondaryButton } from '../forms/form-styles.ts';
import type { Form } from '../forms/use-form.ts';
import { AdLocationField } from './ad-location-field.tsx';
import { AttributeFields } from './attribute-fields.tsx';
import { FileListField } from './file-list-field.tsx';
import { FormSection } from './form-section.tsx';
import { PriceFields } from './price-fields.tsx';
import { PublishFromField } from './publish-from-field.tsx';
import type { OfferFiles } from './use-offer-save.ts';

type SectionProps = { tree: readonly CategoryNode[]; form: Form<OfferFormValues> };

/** What an advertiser is doing, in their words. */
const POSTING_LABELS: Record<ListingType, string> = {
  sell: 'Selling',
  rent: 'Letting',
  swap: 'Swapping',
  auction: 'Auction',
  'seek-property': 'Looking for a property',
};

/** Each top category, to be chosen as a whole ("any") or by one of its subcategories. */
function categoryOptions(tree: readonly CategoryNode[]) {
  return tree.map((root) => ({
    group: root.name,
    options: [
      { value: String(root.id), label: `${root.name} (any)` },
      ...root.children.map((child) => ({ value: String(child.id), label: child.name })),
    ],
  }));
}

/**
 * Before the page's script runs, the features of a listing type and category cannot
 * appear as they are chosen: this sends the form back to the page, which shows them.
 */
function ShowFeaturesButton() {
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <div>
      <button type="submit" name="intent" value="features" className={secondaryButton}>
        Show the features for this choice
      </button>
    </div>
  );
}

export function ListingKindSection({ tree, form }: SectionProps) {
  return (
    <FormSection id="ad-what" title="What are you advertising?">
      <RadioGroupField
        form={form}
        name="listing_type"
        label="Listing type"
        options={LISTING_TYPES.map((type) => ({ value: type, label: POSTING_LABELS[type] }))}
      />
      <SelectField form={form} name="category_id" label="Category" options={categoryOptions(tree)} />
      <ShowFeaturesButton />
    </FormSection>
  );
}

export function BasicsSection({ tree, form, map }: SectionProps & { map: MapConfig }) {
  return (
    <FormSection id="ad-basics" title="The basics">
      <TextField
        form={form}
        name="title"
        label="Title"
        hint={`${OFFER_INPUT_LIMITS.titleMin} to ${OFFER_INPUT_LIMITS.titleMax} characters, e.g. “3 bed semi with garden, Didsbury”`}
        maxLength={OFFER_INPUT_LIMITS.titleMax}
      />
      <PriceFields tree={tree} form={form} />
      <AdLocationField form={form} map={map} />
      <TextField
        form={form}
        name="description"
        label="Description"
        rows={10}
        maxLength={OFFER_INPUT_LIMITS.descriptionMax}
        hint="A blank line starts a new paragraph; lines starting with “- ” make a list; **words** between two stars are bold."
      />
    </FormSection>
  );
}

/** The features that apply to the chosen listing type and category. */
export function FeaturesSection({ tree, form }: SectionProps) {
  const attributes = formAttributes(tree, form.values);
  return (
    <FormSection id="ad-features" title="Features">
      {attributes.length > 0 ? (
        <AttributeFields form={form} attributes={attributes} />
      ) : (
        <p className={hintClass}>Choose the listing type and category to see the features that apply.</p>
      )}
    </FormSection>
  );
}

/**
 * Sent by the browser itself, the form carries its files in one request, which has a
 * limit; and the files the ad has are arranged with their position and remove boxes.
 */
function PageFormFilesHint({ stored }: { stored: boolean }) {
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <p className={hintClass}>
      The files sent with one save may come to {OFFER_FILE_LIMITS.pageFormBytes / 1024 / 1024} MB in all: save again to
      add more.
      {stored &&
        ' To change the order of the photos or floor plans, give each its position (1 is first; the first photo is the main one), and tick Remove for any to take off: both are done when you save.'}
    </p>
  );
}

/** The files of the ad, each list with the server's message about it. */
export function FilesSection({ files, errors }: { files: OfferFiles; errors: Record<string, string> }) {
  return (
    <FormSection id="ad-photos" title="Photos and documents">
      <PageFormFilesHint
        stored={[files.photos, files.plans, files.certificate].some((list) => list.items.length > 0)}
      />
      <FileListField
        field="photos"
        list={files.photos}
        noun="photo"
        label="Photos"
        hint={`Up to ${OFFER_FILE_LIMITS.photos} photos (JPEG, PNG, WebP, AVIF or HEIF, ${OFFER_FILE_LIMITS.imageBytes / 1024 / 1024} MB each). The first is the main photo: drag to reorder, or use the arrows.`}
        serverError={errors.photos}
      />
      <FileListField
        field="project_plan_photos"
        list={files.plans}
        noun="floor plan"
        label="Floor plans"
        hint={`Up to ${OFFER_FILE_LIMITS.project_plan_photos} images.`}
        serverError={errors.project_plan_photos}
      />
      <FileListField
        field="ecertificate"
        list={files.certificate}
        noun="energy certificate"
        label="Energy performance certificate"
        hint="An image or a PDF (up to 10 MB)."
        serverError={errors.ecertificate}
      />
    </FormSection>
  );
}

export function VideosSection({ form }: { form: Form<OfferFormValues> }) {
  return (
    <FormSection id="ad-videos" title="Videos and publication">
      <div className="grid gap-5 lg:grid-cols-3">
        <TextField form={form} name="video" label="Video (YouTube or Vimeo)" type="url" maxLength={300} />
        <TextField form={form} name="video_2" label="Second video" type="url" maxLength={300} />
        <TextField form={form} name="walk_video" label="Virtual walk-through" type="url" maxLength={300} />
      </div>
      <PublishFromField form={form} />
    </FormSection>
  );
}
