import type { ReactNode } from 'react';

/**
 * Wraps a button that needs an account. Before the page is live (no JavaScript yet, or
 * none at all) pressing it opens the login page, which returns to `back` afterwards; once
 * live, the button's own click handler takes over and this form is never sent.
 */
export function LoginFirstForm({ back, children }: { back: string; children: ReactNode }) {
  return (
    <form method="get" action="/auth" className="contents">
      <input type="hidden" name="next" value={back} />
      {children}
    </form>
  );
}
