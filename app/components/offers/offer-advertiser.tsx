// The offer page's advertiser box: who placed the ad, their kind of account and, for a
// visitor, the ways to get in touch (a message, the phone number).
import { ContactAdvertiser } from '#app/components/messages/contact-advertiser.tsx';
import { PrefetchLink } from '#app/components/prefetch-link.tsx';
import { useT } from '#app/hooks/use-t.ts';
import { agentLine } from '#app/lib/advertisers.ts';
import { postedOfferForm } from '#app/lib/offer-forms.ts';
import type { OfferView } from '#contract/offer-lifecycle.ts';
import { PhoneReveal } from './phone-reveal.tsx';

/**
 * The advertiser's name. Its owner sees the name as plain text (with the agent who
 * handles the ad); a visitor gets a link to the advertiser's profile and ads.
 */
function AdvertiserName({ offer }: { offer: OfferView }) {
  const words = useT().offer;
  if (offer.owner_view)
    return <p className="text-gray-900">{offer.agent ? agentLine(offer.agent) : offer.advertiser.name}</p>;
  return (
    <p>
      <PrefetchLink
        to={`/profile/${offer.advertiser.id}`}
        className="font-semibold text-accent-700 underline underline-offset-4"
      >
        {offer.advertiser.name}
        <span className="sr-only">{words.profileAndAds}</span>
      </PrefetchLink>
      {offer.agent && <span className="text-gray-900">, {offer.agent.company}</span>}
    </p>
  );
}

/**
 * The advertiser section. `actionData`: the page action's answer to a form posted
 * without JavaScript, which the message form shows again.
 */
export function OfferAdvertiser({ offer, actionData }: { offer: OfferView; actionData: unknown }) {
  const words = useT().offer;
  return (
    <section aria-labelledby="advertiser" className="rounded-xl border border-gray-200 p-4">
      <h2 id="advertiser" className="mb-1 font-semibold text-gray-900">
        {words.advertiser}
      </h2>
      <div className="flex items-center gap-3">
        {offer.advertiser.avatar && (
          <img
            src={offer.advertiser.avatar}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="size-12 rounded-full object-cover"
          />
        )}
        <AdvertiserName offer={offer} />
      </div>
      <p className="text-sm text-gray-700">{words.accountTypes[offer.advertiser.account_type]}</p>
      {/* Nobody writes to, or asks the number of, themselves. */}
      {!offer.owner_view && (
        <div className="flex flex-wrap items-center gap-3">
          <ContactAdvertiser
            target={{ offerId: offer.id, name: offer.advertiser.name }}
            label={words.messageAdvertiser}
            onPage={{ posted: postedOfferForm(actionData, ['message', 'enquiry']) }}
          />
          {offer.advertiser.has_phone && <PhoneReveal advertiserId={offer.advertiser.id} offerId={offer.id} />}
        </div>
      )}
    </section>
  );
}
