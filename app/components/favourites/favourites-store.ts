// The logged-in user's favourite offers and followed advertisers, for the hearts and
// Follow buttons of any page.
import { createIdSetStore } from '#app/lib/id-set-store.ts';

export const favouriteOffers = createIdSetStore('/api/favorites/ids');
export const followedAdvertisers = createIdSetStore('/api/favorite-users/ids');
