// The price of an ad, named for its listing type, and (for lets and wanted ads) whether
// it is per night, per week or per month.
import { useEffect } from 'react';
import { formPricePeriod, type OfferFormValues, pricePeriodChoices } from '#app/lib/offer-form.ts';
import type { CategoryNode } from '#contract/catalogue.ts';
import { isListingType } from '#contract/listing-types.ts';
import { priceFieldLabel } from '#contract/price-periods.ts';
import { RadioGroupField, TextField } from '../forms/fields.tsx';
import type { Form } from '../forms/use-form.ts';

/**
 * The period choices of the ad's listing type and category. The period shown chosen is
 * the one the ad will be saved with: an ad switched to a rent (or to a category without
 * nightly lets) has none of its choices yet, and is per month.
 */
function usePricePeriodChoices(tree: readonly CategoryNode[], form: Form<OfferFormValues>) {
  const periodChoices = pricePeriodChoices(tree, form.values);
  const savedPeriod = formPricePeriod(tree, form.values) ?? '';
  const hasPeriods = periodChoices.length > 0;
  const shownPeriod = form.values.price_period;
  const { setValue } = form;
  useEffect(() => {
    if (hasPeriods && shownPeriod !== savedPeriod) setValue('price_period', savedPeriod);
  }, [hasPeriods, shownPeriod, savedPeriod, setValue]);
  return periodChoices;
}

export function PriceFields({ tree, form }: { tree: readonly CategoryNode[]; form: Form<OfferFormValues> }) {
  const periodChoices = usePricePeriodChoices(tree, form);
  const listingType = isListingType(form.values.listing_type) ? form.values.listing_type : 'sell';
  return (
    <>
      <TextField
        form={form}
        name="price"
        label={priceFieldLabel(listingType, formPricePeriod(tree, form.values))}
        hint="Leave empty for “price on application”"
        inputMode="numeric"
        maxLength={16}
      />
      {periodChoices.length > 0 && (
        <RadioGroupField
          form={form}
          name="price_period"
          label={listingType === 'rent' ? 'The rent is' : 'The budget is'}
          options={periodChoices}
        />
      )}
    </>
  );
}
