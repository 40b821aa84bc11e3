// The features of an ad that apply to its listing type and category (from the
// catalogue), each drawn as the control its type needs.

import { attributeField, type OfferFormValues } from '#app/lib/offer-form.ts';
import type { AttributeDefinition } from '#contract/attributes.ts';
import { CheckboxField, CheckboxGroupField, SelectField, TextField } from '../forms/fields.tsx';
import type { Form } from '../forms/use-form.ts';

export function AttributeFields({
  form,
  attributes,
}: {
  form: Form<OfferFormValues>;
  attributes: readonly AttributeDefinition[];
}) {
  const toggles = attributes.filter((attribute) => attribute.type === 'boolean');
  const others = attributes.filter((attribute) => attribute.type !== 'boolean');
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 sm2:grid-cols-2 lg:grid-cols-3">
        {others
          .filter((attribute) => attribute.type !== 'multi_choice')
          .map((attribute) => (
            <SingleValueField key={attribute.id} form={form} attribute={attribute} />
          ))}
      </div>
      {others
        .filter((attribute) => attribute.type === 'multi_choice')
        .map((attribute) =>
          attribute.type === 'multi_choice' ? (
            <CheckboxGroupField
              key={attribute.id}
              form={form}
              name={attributeField(attribute.id)}
              label={attribute.name}
              options={attribute.options.map((option) => ({ value: option.slug, label: option.name }))}
            />
          ) : null,
        )}
      {toggles.length > 0 && (
        <div className="grid gap-3 sm2:grid-cols-2 lg:grid-cols-3">
          {toggles.map((attribute) => (
            <CheckboxField key={attribute.id} form={form} name={attributeField(attribute.id)} label={attribute.name} />
          ))}
        </div>
      )}
    </div>
  );
}

/** A feature with one value: a choice is a select (blank meaning "not given"), a number a numeric text field labelled with its unit. */
function SingleValueField({ form, attribute }: { form: Form<OfferFormValues>; attribute: AttributeDefinition }) {
  const name = attributeField(attribute.id);
  if (attribute.type === 'choice') {
    return (
      <SelectField
        form={form}
        name={name}
        label={attribute.name}
        placeholder="Not given"
        options={attribute.options.map((option) => ({ value: option.slug, label: option.name }))}
      />
    );
  }
  if (attribute.type !== 'number') return null;
  return (
    <TextField
      form={form}
      name={name}
      label={
        attribute.unit ? `${attribute.name} (${attribute.unit === 'pence' ? '£' : attribute.unit})` : attribute.name
      }
      inputMode="numeric"
      maxLength={12}
    />
  );
}
