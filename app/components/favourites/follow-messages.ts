/** What the Follow button says when it has done its job: in a toast, or on the page a form answered. */
export const FOLLOW_MESSAGES = {
  followed: (name: string) => `You follow ${name}: find them in Favorites.`,
  unfollowed: (name: string) => `You no longer follow ${name}.`,
};
