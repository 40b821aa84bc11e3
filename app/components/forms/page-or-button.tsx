import type { ReactNode } from 'react';
import { useHydrated } from '#app/hooks/use-hydrated.ts';

/**
 * A control that opens another view of a form: a button once the page's JavaScript runs
 * (the view opens in place), and before that a link to the page that shows the same view,
 * so it works without JavaScript too.
 */
export function PageOrButton({
  href,
  onPress,
  className,
  children,
  prompt,
}: {
  href: string;
  onPress: () => void;
  className: string;
  children: ReactNode;
  /** Marks the control that opened a prompt, so focus can return to it. */
  prompt?: string;
}) {
  const hydrated = useHydrated();
  return hydrated ? (
    <button type="button" data-prompt={prompt} onClick={onPress} className={className}>
      {children}
    </button>
  ) : (
    <a href={href} data-prompt={prompt} className={className}>
      {children}
    </a>
  );
}
