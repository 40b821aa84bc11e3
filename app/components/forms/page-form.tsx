import type { FormEvent, ReactNode, RefObject } from 'react';

/**
 * A form that works before (and without) the page's JavaScript: the browser posts it to
 * `action`, a page whose action runs the same use case as the API (`intent` tells that
 * page's forms apart). Once the script runs, `onSubmit` handles it in place instead.
 */
export function PageForm({
  form,
  action,
  intent,
  onSubmit,
  className = 'flex flex-col gap-5',
  children,
}: {
  form: { formRef: RefObject<HTMLFormElement | null> };
  action: string;
  intent?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form ref={form.formRef} method="post" action={action} noValidate onSubmit={onSubmit} className={className}>
      {intent && <input type="hidden" name="intent" value={intent} />}
      {children}
    </form>
  );
}
