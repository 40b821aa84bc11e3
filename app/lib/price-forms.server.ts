// The price page's forms, posted with or without JavaScript: preview a price (what a
// customer would pay, worked out on the server when the browser runs no script), set
// it from now or a later moment, and remove a price set. Saving and removing run the
// same use cases as the API's routes, and are audited there.
import { data } from 'react-router';
import { priceEntryKeySchema, priceEntrySchema } from '#contract/prices.ts';
import { clearPrice, setPrice } from '#core/billing/price-settings.ts';
import { invalidInput } from '#core/errors.ts';
import type { AppContext } from '../context.ts';
import { pageAuditActor } from './operator-forms.server.ts';
import { type FormHandler, fieldText, parseFields } from './page-action.server.ts';
import { instantOfUkTime, PRICE_FORM_MESSAGES, previewOf } from './price-forms.ts';

const answer = (body: object) => data(body, { headers: { 'cache-control': 'private, no-store' } });
const orNull = (text: string | undefined) => (text ? text : null);

/** The form's fields as a price entry, or a 422 naming the field that is wrong. */
function entryOf(fields: Record<string, string | string[]>) {
  const pounds = fieldText(fields, 'price') ?? '';
  const pence = previewOf(pounds, 0)?.gross;
  const start = fieldText(fields, 'applies_from')?.trim() ?? '';
  const from = start === '' ? undefined : instantOfUkTime(start);
  const issues = [
    ...(pence === undefined ? [{ path: ['price'], message: PRICE_FORM_MESSAGES.pence }] : []),
    ...(from === null ? [{ path: ['applies_from'], message: PRICE_FORM_MESSAGES.start }] : []),
  ];
  if (issues.length > 0) throw invalidInput(issues);
  return parseFields(priceEntrySchema, {
    code: fieldText(fields, 'code'),
    listing_type: orNull(fieldText(fields, 'listing_type')),
    audience: orNull(fieldText(fields, 'audience')),
    pence,
    ...(from ? { applies_from: from.toISOString() } : {}),
  });
}

export function priceForms(app: AppContext): Record<string, FormHandler> {
  return {
    preview: async (fields) => {
      entryOf(fields);
      // The page works the preview out from what was posted, filled in again.
      const posted = Object.fromEntries(Object.entries(fields).filter(([, value]) => typeof value === 'string'));
      return answer({ posted });
    },
    save: async (fields) => {
      const saved = await setPrice(app.db, pageAuditActor(app), entryOf(fields));
      return answer({ outcome: PRICE_FORM_MESSAGES.saved, saved });
    },
    remove: async (fields) => {
      const key = parseFields(priceEntryKeySchema, {
        code: fieldText(fields, 'code'),
        listing_type: orNull(fieldText(fields, 'listing_type')),
        audience: orNull(fieldText(fields, 'audience')),
        applies_from: fieldText(fields, 'applies_from'),
      });
      await clearPrice(app.db, pageAuditActor(app), key);
      return answer({ outcome: PRICE_FORM_MESSAGES.removed });
    },
  };
}
