// The buttons that send the ad form, by what the ad is: a new ad is published or
// previewed, a draft saved or published, a refused ad saved and resubmitted, any other
// ad saved. While it is sent, a spinner in the pressed button and a line saying what is
// happening.
import type { RefObject } from 'react';
import type { OfferEditing } from '#contract/offer-input.ts';
import { primaryButton, secondaryButton } from '../forms/form-styles.ts';
import { Spinner } from '../forms/submit-button.tsx';
import type { SaveIntent } from './after-offer-save.ts';
import { isDraft } from './use-offer-save.ts';

type Sending = { submitting: boolean; intent: RefObject<SaveIntent> };

// Which button sent the form: set on click, which comes before the submit event
// (pressing Enter in a field clicks the first one).
function SubmitButton({
  label,
  which,
  className,
  sending,
}: {
  label: string;
  which: SaveIntent;
  className: string;
  sending: Sending;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={which}
      className={className}
      aria-disabled={sending.submitting || undefined}
      onClick={() => {
        sending.intent.current = which;
      }}
    >
      {sending.submitting && sending.intent.current === which && <Spinner />}
      {label}
    </button>
  );
}

function ButtonsFor({ offer, sending }: { offer: OfferEditing | undefined; sending: Sending }) {
  if (offer?.state.status === 'rejected') {
    return <SubmitButton label="Save and resubmit" which="resubmit" className={primaryButton} sending={sending} />;
  }
  if (offer) {
    return (
      <>
        <SubmitButton label="Save changes" which="save" className={primaryButton} sending={sending} />
        {isDraft(offer) && (
          <SubmitButton label="Save and publish" which="publish" className={secondaryButton} sending={sending} />
        )}
      </>
    );
  }
  return (
    <>
      <SubmitButton label="Publish" which="publish" className={primaryButton} sending={sending} />
      <SubmitButton label="Preview" which="preview" className={secondaryButton} sending={sending} />
    </>
  );
}

export function OfferFormButtons({
  offer,
  sending,
  uploading,
}: {
  offer: OfferEditing | undefined;
  sending: Sending;
  /** New files go with the save, which is worth saying: it takes longer. */
  uploading: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ButtonsFor offer={offer} sending={sending} />
      {sending.submitting && (
        <p role="status" className="text-sm font-semibold text-gray-800">
          Saving your ad{uploading ? ' and uploading the photos' : ''}…
        </p>
      )}
    </div>
  );
}
