/** What the heart says when it has done its job (or could not). */
export const FAVOURITE_MESSAGES = {
  saved: 'Saved to your favourites.',
  removed: 'Removed from your favourites.',
  gone: 'This offer is no longer on the site.',
};
