// The ad form (/post-ad and /my-ads/edit-ad/{slug}) as flat field values, and the
// one translation between them and the API's editing shape (contract/offer-input.ts):
// pounds in the form, pence in the API; attributes as attr_<id> fields; the field a
// message belongs to, whether the message comes from the schema here or from the
// server's 422. The same offerInputSchema and checkOfferAttributes run on both sides.
import { z } from 'zod';
import {
  type AttributeDefinition,
  attributeById,
  attributesFor,
  BOOLEAN_TRUE,
  LISTING_TYPE_ATTRIBUTE_ID,
  PER_MONTH_ATTRIBUTE_ID,
} from '#contract/attributes.ts';
import type { CategoryNode } from '#contract/catalogue.ts';
import { isListingType } from '#contract/listing-types.ts';
import { checkOfferAttributes, type OfferEditing, type OfferInput, offerInputSchema } from '#contract/offer-input.ts';
import { PRICE_PERIOD_LABELS, type PricePeriod, periodsFor } from '#contract/price-periods.ts';
import { htmlToEditableText } from './description-text.ts';

export type OfferFormValues = Record<string, string | boolean | string[]> & {
  listing_type: string;
  category_id: string;
  title: string;
  price: string;
  /** A period of contract/price-periods.ts, or '' for none (a sale, a wanted ad's total budget). */
  price_period: string;
  description: string;
  location_name: string;
  location_lat: string;
  location_lon: string;
  video: string;
  video_2: string;
  walk_video: string;
  visible_from_date: string;
};

export const attributeField = (id: number): string => `attr_${id}`;

/** Where an advertiser edits an ad. */
export const editAdPath = (slug: string): string => `/my-ads/edit-ad/${encodeURIComponent(slug)}`;

export function emptyOfferForm(): OfferFormValues {
  return {
    listing_type: '',
    category_id: '',
    title: '',
    price: '',
    price_period: 'month',
    description: '',
    location_name: '',
    location_lat: '',
    location_lon: '',
    video: '',
    video_2: '',
    walk_video: '',
    visible_from_date: '',
  };
}

/** The form filled from an offer loaded for editing. */
export function offerFormFromEditing(offer: OfferEditing): OfferFormValues {
  const values = emptyOfferForm();
  values.category_id = String(offer.category_id);
  values.title = offer.title;
  values.price = offer.price === null ? '' : penceToPounds(offer.price);
  values.price_period = offer.price_period ?? '';
  values.description = htmlToEditableText(offer.description);
  values.location_name = offer.location.name;
  values.location_lat = String(offer.location.lat);
  values.location_lon = String(offer.location.lon);
  values.video = offer.links.video ?? '';
  values.video_2 = offer.links.video_2 ?? '';
  values.walk_video = offer.links.walk_video ?? '';
  values.visible_from_date =
    offer.visible_from_date && Date.parse(offer.visible_from_date) > Date.now()
      ? offer.visible_from_date.slice(0, 10)
      : '';
  for (const { id, value } of offer.attributes) {
    if (id === LISTING_TYPE_ATTRIBUTE_ID) values.listing_type = String(value);
    else values[attributeField(id)] = formValueOf(attributeById(id), value);
  }
  return values;
}

/**
 * The form's values as a browser posts them without JavaScript: each text as typed, a
 * ticked box as true, the ticked boxes of a group as a list; a feature that does not
 * apply to the listing type and category posted is left out, as the form hides it.
 */
export function offerFormFromFields(
  tree: readonly CategoryNode[],
  fields: Readonly<Record<string, string | string[]>>,
): OfferFormValues {
  const values = emptyOfferForm();
  for (const name of Object.keys(values)) {
    const posted = fields[name];
    if (typeof posted === 'string') values[name] = posted;
  }
  for (const attribute of formAttributes(tree, values)) {
    const name = attributeField(attribute.id);
    const posted = fields[name];
    if (attribute.type === 'boolean') values[name] = posted !== undefined;
    else if (attribute.type === 'multi_choice') values[name] = posted === undefined ? [] : [posted].flat();
    else if (typeof posted === 'string') values[name] = posted;
  }
  return values;
}

function formValueOf(
  attribute: AttributeDefinition | undefined,
  value: string | string[],
): string | boolean | string[] {
  if (attribute?.type === 'boolean') return value === BOOLEAN_TRUE;
  if (attribute?.type === 'number' && attribute.unit === 'pence') return penceToPounds(Number(value));
  return value;
}

/** '£450,000.50' or '450000' -> pence; '' -> null (price on application); NaN when it is not an amount. */
export function poundsToPence(text: string): number | null {
  const cleaned = text.replace(/[£,\s]/g, '');
  if (cleaned === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function penceToPounds(pence: number): string {
  return pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2);
}

/** The root category of a category id, with the listing types it takes. */
export function rootOf(tree: readonly CategoryNode[], categoryId: number) {
  for (const root of tree) {
    if (root.id === categoryId || root.children.some((child) => child.id === categoryId)) return root;
  }
  return undefined;
}

/**
 * The attributes the form shows for a listing type and category: not 'per-month', which
 * the price period next to the price sets.
 */
export function formAttributes(tree: readonly CategoryNode[], values: OfferFormValues): AttributeDefinition[] {
  const root = rootOf(tree, Number(values.category_id));
  return root && isListingType(values.listing_type)
    ? attributesFor(values.listing_type, root.slug).filter((attribute) => attribute.id !== PER_MONTH_ATTRIBUTE_ID)
    : [];
}

/** The price period choices next to the price: a rent's periods; a wanted ad may also state a total budget. */
export function pricePeriodChoices(
  tree: readonly CategoryNode[],
  values: OfferFormValues,
): Array<{ value: string; label: string }> {
  if (!isListingType(values.listing_type)) return [];
  const periods = periodsFor(values.listing_type, rootOf(tree, Number(values.category_id))?.slug);
  const choices = periods.map((period) => ({ value: period, label: PRICE_PERIOD_LABELS[period] }));
  return values.listing_type === 'seek-property' ? [{ value: '', label: 'A total budget' }, ...choices] : choices;
}

/** The period the form stands for: none where the listing type has none; a rent left without one is per month. */
export function formPricePeriod(tree: readonly CategoryNode[], values: OfferFormValues): PricePeriod | null {
  const choices = pricePeriodChoices(tree, values);
  if (choices.length === 0) return null;
  const chosen = choices.find((choice) => choice.value === values.price_period && choice.value !== '');
  if (chosen) return chosen.value as PricePeriod;
  return values.listing_type === 'rent' ? 'month' : null;
}

function attributeValue(attribute: AttributeDefinition, value: unknown): string | string[] | undefined {
  if (attribute.type === 'boolean') return value === true ? BOOLEAN_TRUE : undefined;
  if (attribute.type === 'multi_choice') return Array.isArray(value) && value.length > 0 ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  // Money attributes (the deposit) are typed in pounds like the price.
  if (attribute.type === 'number' && attribute.unit === 'pence') return String(poundsToPence(value));
  return value.trim();
}

/** Publication from a day: midnight of that day where the advertiser is; today means now. */
function visibleFrom(date: string, now: Date): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const start = new Date(`${date}T00:00:00`);
  return Number.isNaN(start.getTime()) || start.getTime() <= now.getTime() ? null : start.toISOString();
}

/** The editing shape the form's values stand for (without file lists), before validation. */
export function toOfferInput(
  tree: readonly CategoryNode[],
  values: OfferFormValues,
  descriptionHtml: (text: string) => string,
  now = new Date(),
): Record<string, unknown> {
  const attributes: Array<{ id: number; value: string | string[] }> = [];
  if (values.listing_type) attributes.push({ id: LISTING_TYPE_ATTRIBUTE_ID, value: values.listing_type });
  for (const attribute of formAttributes(tree, values)) {
    const value = attributeValue(attribute, values[attributeField(attribute.id)]);
    if (value !== undefined) attributes.push({ id: attribute.id, value });
  }
  const lat = values.location_lat === '' ? undefined : Number(values.location_lat);
  const lon = values.location_lon === '' ? undefined : Number(values.location_lon);
  return {
    title: values.title,
    category_id: Number(values.category_id) || 0,
    price: poundsToPence(values.price),
    price_period: formPricePeriod(tree, values),
    description: descriptionHtml(values.description),
    location: lat === undefined || lon === undefined ? undefined : { lat, lon, name: values.location_name },
    links: { video: values.video, video_2: values.video_2, walk_video: values.walk_video },
    visible_from_date: visibleFrom(values.visible_from_date, now),
    attributes,
  };
}

/**
 * The form field of a message, from the path of a schema issue or the key of a
 * server error: location.* -> location_name, links.video -> video, attributes by
 * index (schema) or id (catalogue rules) -> listing_type or attr_<id>.
 */
export function formFieldOf(path: ReadonlyArray<PropertyKey>, input?: { attributes?: unknown }): string {
  const [head, second, third] = path.map(String);
  if (head === 'location') return 'location_name';
  if (head === 'links' && second) return second;
  if (head === 'attributes' && second !== undefined && /^\d+$/.test(second)) {
    // 'attributes.<index>.value' from a schema; 'attributes.<id>' from the catalogue rules.
    const list = Array.isArray(input?.attributes) ? (input.attributes as Array<{ id?: number }>) : [];
    const id = third !== undefined ? list[Number(second)]?.id : Number(second);
    if (id === LISTING_TYPE_ATTRIBUTE_ID) return 'listing_type';
    if (id !== undefined) return attributeField(id);
  }
  if (head === 'attributes') return 'listing_type';
  return head ?? '_form';
}

/** A server 422's field errors, keyed by form field (first message each). */
export function serverErrorsToFields(errors: Record<string, string>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = /^(photos|project_plan_photos|ecertificate)\b/.test(key)
      ? (key.split('.')[0] ?? key)
      : formFieldOf(key.split('.'));
    fields[field] ??= message;
  }
  return fields;
}

/**
 * The form's schema: its values are checked as the API will check them (offerInputSchema,
 * then the catalogue rules), each message on the field it belongs to; a valid form
 * parses into the API's input.
 */
export function offerFormSchema(tree: readonly CategoryNode[], descriptionHtml: (text: string) => string) {
  return z
    .custom<OfferFormValues>((value) => typeof value === 'object' && value !== null)
    .transform((values, ctx) => {
      const raw = toOfferInput(tree, values, descriptionHtml);
      if (!values.listing_type)
        ctx.addIssue({ code: 'custom', path: ['listing_type'], message: 'Choose the listing type' });
      const parsed = offerInputSchema.safeParse(raw);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          ctx.addIssue({ code: 'custom', path: [formFieldOf(issue.path, raw)], message: issue.message });
        }
        return z.NEVER;
      }
      const root = rootOf(tree, parsed.data.category_id);
      if (root) {
        const errors = checkOfferAttributes(parsed.data, { root: root.slug, offerTypes: root.offer_types });
        for (const [key, [message]] of Object.entries(errors)) {
          ctx.addIssue({ code: 'custom', path: [formFieldOf(key.split('.'))], message: message ?? 'Check this field' });
        }
      }
      return parsed.data satisfies OfferInput;
    });
}
