import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { HeartIcon } from '../icons.tsx';
import { useToast } from '../toast/toast-context.ts';
import { iconButtonClass } from './header-styles.ts';

/** Spec 2 screen 8: the heart goes to favourites; a visitor who is not logged in is told to log in first. */
export function FavoritesLink({ loggedIn }: { loggedIn: boolean }) {
  const toast = useToast();
  const onClick = (event: MouseEvent) => {
    if (loggedIn) return;
    event.preventDefault();
    toast.warning('You need to login first');
  };
  return (
    <Link to="/favorites" aria-label="Favourites" title="Favourites" className={iconButtonClass} onClick={onClick}>
      <HeartIcon />
    </Link>
  );
}
