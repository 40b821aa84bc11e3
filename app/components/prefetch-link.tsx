import { Link, type LinkProps } from 'react-router';
import { usePrefetchMode } from '#app/hooks/use-prefetch-mode.ts';

/**
 * The site's link: prefetches the next page's code and data when the visitor shows
 * intent (hover, focus, touch), except on 2g or with data saving, where it would waste data.
 */
export function PrefetchLink(props: LinkProps) {
  const prefetch = usePrefetchMode();
  return <Link prefetch={prefetch} {...props} />;
}
