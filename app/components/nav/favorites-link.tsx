import type { MouseEvent } from 'react';
import { useT } from '#app/hooks/use-t.ts';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { useAuth } from '../auth/auth-context.ts';
import { HeartIcon } from '../icons.tsx';
import { PrefetchLink } from '../prefetch-link.tsx';
import { useToast } from '../toast/toast-context.ts';
import { iconButtonClass } from './header-styles.ts';

/** The header's heart goes to favourites; a visitor who is not logged in is told to log in first. */
export function FavoritesLink() {
  const toast = useToast();
  const { state } = useAuth();
  const t = useT();
  const onClick = (event: MouseEvent) => {
    if (state.isLogged) return;
    event.preventDefault();
    toast.warning(SPEC_MESSAGES.loginFirst);
  };
  return (
    <PrefetchLink
      to="/favorites"
      aria-label={t.shell.favourites}
      title={t.shell.favourites}
      className={iconButtonClass}
      prefetch={state.isLogged ? undefined : 'none'}
      onClick={onClick}
    >
      <HeartIcon />
    </PrefetchLink>
  );
}
