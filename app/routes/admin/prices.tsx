import { type InputHTMLAttributes, useState } from 'react';
import { Form } from 'react-router';
import { BackOfficeNav } from '#app/components/backoffice/back-office-nav.tsx';
import { FilterSelect } from '#app/components/backoffice/list-controls.tsx';
import { type CardColumn, CardTable, Cell } from '#app/components/card-table.tsx';
import {
  errorClass,
  inputClass,
  labelClass,
  primaryButton,
  secondaryButton,
} from '#app/components/forms/form-styles.ts';
import { useFocusOnShow } from '#app/components/forms/page-form-hooks.ts';
import { getAppContext } from '#app/context.ts';
import { type FormFailure, failureOf } from '#app/lib/form-failure.ts';
import { operatorOrRedirect } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { handleIntent } from '#app/lib/page-action.server.ts';
import { priceForms } from '#app/lib/price-forms.server.ts';
import { instantOfUkTime, previewOf } from '#app/lib/price-forms.ts';
import { formatDate } from '#contract/dates.ts';
import { formatMoney } from '#contract/format.ts';
import { LISTING_TYPES } from '#contract/listing-types.ts';
import { AUDIENCES, DEFAULT_PRICES, PRODUCT_CODES, type PriceEntry } from '#contract/prices.ts';
import { listPriceEntries } from '#core/billing/price-settings.ts';
import type { Route } from './+types/prices.ts';

/**
 * /admin/prices: the price list for finance and the owner. A price is set for any or one
 * listing type and audience, from now or from a later moment, with a preview of what a
 * customer pays (worked out as it is typed, or on the server after "Preview").
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = operatorOrRedirect(args, 'prices.manage');
  const { db, config } = getAppContext(args.context);
  return { viewer, entries: await listPriceEntries(db), vatRate: config.vatRatePercent };
}

export async function action(args: Route.ActionArgs) {
  operatorOrRedirect(args, 'prices.manage');
  return handleIntent(args.request, priceForms(getAppContext(args.context)));
}

export function meta(_: Route.MetaArgs) {
  return [...pageMeta('Prices'), { name: 'robots', content: 'noindex' }];
}

const outcomeOf = (actionData: unknown): string | undefined =>
  typeof actionData === 'object' && actionData !== null && 'outcome' in actionData
    ? String((actionData as { outcome: string }).outcome)
    : undefined;

/** What the form was posted with (a preview, or a refusal), to fill it in again. */
function postedValues(actionData: unknown, failure: FormFailure | undefined): Record<string, string> {
  if (failure) return failure.values;
  if (typeof actionData === 'object' && actionData !== null && 'posted' in actionData) {
    return (actionData as { posted: Record<string, string> }).posted;
  }
  return {};
}

/** Each product as the price form offers it: its name and code. */
const PRODUCT_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  PRODUCT_CODES.map((code) => [code, `${DEFAULT_PRICES[code].name} (${code})`]),
);

function Preview({ price, start, vatRate }: { price: string; start: string; vatRate: number }) {
  const split = previewOf(price, vatRate);
  const from = start ? instantOfUkTime(start) : null;
  return (
    <div aria-live="polite" className="rounded-lg border border-gray-300 p-4 text-gray-900">
      <h3 className="font-bold">What a customer pays</h3>
      {split ? (
        <p>
          Net {formatMoney(split.net)} + VAT {formatMoney(split.vat)} ({vatRate}%) ={' '}
          <strong>{formatMoney(split.gross)}</strong>, {from ? `from ${formatDate(from, 'moment')}` : 'from now'}.
        </p>
      ) : (
        <p>Type a price in pounds and pence to see it.</p>
      )}
    </div>
  );
}

/** A field the preview follows as it is typed (the server computes it again without JavaScript). */
function LiveField({
  name,
  label,
  value,
  onChange,
  error,
  input,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  input: InputHTMLAttributes<HTMLInputElement>;
}) {
  const id = `price-${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Which price is set: the product, and the listing type and audience it is for (empty: any). */
function PriceKey({ values }: { values: Record<string, string> }) {
  return (
    <>
      <FilterSelect
        name="code"
        label="Product"
        options={PRODUCT_CODES}
        value={values.code}
        labels={PRODUCT_LABELS}
        idPrefix="price"
        required
      />
      <FilterSelect
        name="listing_type"
        label="Listing type"
        options={LISTING_TYPES}
        value={values.listing_type}
        idPrefix="price"
      />
      <FilterSelect name="audience" label="Audience" options={AUDIENCES} value={values.audience} idPrefix="price" />
    </>
  );
}

function SetPrice({
  vatRate,
  values,
  failure,
}: {
  vatRate: number;
  values: Record<string, string>;
  failure: FormFailure | undefined;
}) {
  const [price, setPrice] = useState(values.price ?? '');
  const [start, setStart] = useState(values.applies_from ?? '');
  const errors = failure && failure.values.intent !== 'remove' ? failure.errors : {};
  const general = failure && Object.keys(errors).length === 0 ? failure.message : undefined;
  return (
    <Form method="post" className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <PriceKey values={values} />
      <LiveField
        name="price"
        label="Price in pounds, VAT included"
        value={price}
        onChange={setPrice}
        error={errors.price}
        input={{ inputMode: 'decimal', required: true }}
      />
      <LiveField
        name="applies_from"
        label="Applies from (UK time; empty: now)"
        value={start}
        onChange={setStart}
        error={errors.applies_from}
        input={{ type: 'datetime-local' }}
      />
      <div className="sm:col-span-2">
        <Preview price={price} start={start} vatRate={vatRate} />
      </div>
      {general && (
        <p role="alert" className={`${errorClass} sm:col-span-2`}>
          {general}
        </p>
      )}
      <div className="flex gap-3 sm:col-span-2">
        <button type="submit" name="intent" value="preview" className={secondaryButton}>
          Preview
        </button>
        <button type="submit" name="intent" value="save" className={primaryButton}>
          Save the price
        </button>
      </div>
    </Form>
  );
}

const COLUMNS: CardColumn[] = [
  { name: 'Product' },
  { name: 'Listing type' },
  { name: 'Audience' },
  { name: 'Price' },
  { name: 'From' },
  { name: 'Remove' },
];

function PricesSet({ entries }: { entries: PriceEntry[] }) {
  if (entries.length === 0) return <p className="text-gray-800">No prices set: the defaults apply.</p>;
  return (
    <CardTable caption="Prices set" columns={COLUMNS} small="table">
      {entries.map((entry) => (
        <tr
          key={`${entry.code}/${entry.listing_type}/${entry.audience}/${entry.applies_from}`}
          className="border-t border-gray-200"
        >
          <Cell label="Product">{DEFAULT_PRICES[entry.code].name}</Cell>
          <Cell label="Listing type">{entry.listing_type ?? 'any'}</Cell>
          <Cell label="Audience">{entry.audience ?? 'any'}</Cell>
          <Cell label="Price">{formatMoney(entry.pence)}</Cell>
          <Cell label="From">{entry.applies_from ? formatDate(entry.applies_from, 'moment') : ''}</Cell>
          <Cell label="Remove" last>
            <Form method="post">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="code" value={entry.code} />
              <input type="hidden" name="listing_type" value={entry.listing_type ?? ''} />
              <input type="hidden" name="audience" value={entry.audience ?? ''} />
              <input type="hidden" name="applies_from" value={entry.applies_from ?? ''} />
              <button
                type="submit"
                className={secondaryButton}
                aria-label={`Remove ${DEFAULT_PRICES[entry.code].name} at ${formatMoney(entry.pence)}`}
              >
                Remove
              </button>
            </Form>
          </Cell>
        </tr>
      ))}
    </CardTable>
  );
}

function Said({ message }: { message: string | undefined }) {
  const ref = useFocusOnShow<HTMLParagraphElement>(message);
  if (!message) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className="mb-4 rounded-lg border-l-4 border-green-700 bg-green-50 px-4 py-3 text-green-900"
    >
      {message}
    </p>
  );
}

export default function Prices({ loaderData: { viewer, entries, vatRate }, actionData }: Route.ComponentProps) {
  const failure = failureOf(actionData);
  const values = postedValues(actionData, failure);
  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-8">
      <BackOfficeNav user={viewer} />
      <h1 className="mb-4 text-3xl font-bold text-gray-900">Prices</h1>
      <Said message={outcomeOf(actionData)} />
      <div className="flex flex-col gap-8">
        <section aria-labelledby="set-price">
          <h2 id="set-price" className="mb-3 text-xl font-bold text-gray-900">
            Set a price
          </h2>
          {/* A new form (and its typed values) after each post: the key follows what was posted. */}
          <SetPrice key={JSON.stringify(values)} vatRate={vatRate} values={values} failure={failure} />
        </section>
        <section aria-labelledby="prices-set">
          <h2 id="prices-set" className="mb-3 text-xl font-bold text-gray-900">
            Prices set, and changes to come
          </h2>
          <PricesSet entries={entries} />
        </section>
      </div>
    </div>
  );
}
