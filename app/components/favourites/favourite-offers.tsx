// The saved offers of /favorites: each live one as its card (its heart removes it, and a
// second click puts it back), with what changed since it was saved; gone ones by title.
import { useRevalidator } from 'react-router';
import { useApi } from '#app/hooks/use-api.ts';
import { useT } from '#app/hooks/use-t.ts';
import type { Favourite } from '#contract/favourites.ts';
import { formatPrice } from '#contract/format.ts';
import { OfferCard } from '../offers/offer-card.tsx';
import { useToast } from '../toast/toast-context.ts';
import { FAVOURITE_MESSAGES } from './favourite-messages.ts';
import { favouriteOffers } from './favourites-store.ts';

function GoneOffer({ favourite }: { favourite: Favourite }) {
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const words = useT().favourites;
  const remove = async () => {
    const result = await api(`/api/favorites/${favourite.offer_id}`, { method: 'DELETE', handled: [404] });
    favouriteOffers.set(favourite.offer_id, false);
    if (result.ok) toast.success(FAVOURITE_MESSAGES.removed);
    await revalidator.revalidate();
  };
  return (
    <div className="flex h-full flex-col justify-between gap-3 rounded-xl border border-dashed border-gray-300 p-4">
      <div>
        <h3 className="font-semibold text-gray-900">{favourite.title}</h3>
        <p className="text-sm text-gray-700">{words.gone}</p>
      </div>
      <button type="button" onClick={remove} className="self-start font-semibold text-accent-700 underline">
        {words.remove}
        <span className="sr-only"> {favourite.title}</span>
      </button>
    </div>
  );
}

export function FavouriteOffers({ favourites }: { favourites: Favourite[] }) {
  const t = useT();
  if (favourites.length === 0) {
    return <p className="text-gray-800">{t.favourites.noProperties}</p>;
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {favourites.map((favourite) => (
        <li key={favourite.offer_id} className="flex flex-col gap-1">
          {favourite.offer ? (
            <>
              <OfferCard offer={favourite.offer} />
              {favourite.price_at_save !== null &&
                favourite.offer.price !== null &&
                favourite.offer.price < favourite.price_at_save && (
                  <p className="text-sm font-semibold text-emerald-800">
                    {t.favourites.reducedSince(
                      formatPrice(
                        favourite.price_at_save,
                        favourite.offer.listing_type,
                        favourite.offer.price_period,
                        t.listing.price,
                      ),
                    )}
                  </p>
                )}
            </>
          ) : (
            <GoneOffer favourite={favourite} />
          )}
        </li>
      ))}
    </ul>
  );
}
