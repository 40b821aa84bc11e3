// A destructive action asked about before it is done: a page opened with the question
// (a link with the record's id in its query) shows this form, which posts the action to
// the page, or goes back with Cancel. It works without JavaScript; with it, focus lands
// on the question so a keyboard or screen reader user hears what they are confirming.
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { dangerButton, secondaryButton } from './form-styles.ts';
import { useBusy, useFocusOnShow } from './page-form-hooks.ts';
import { SubmitButton } from './submit-button.tsx';

type ConfirmActionFormProps = {
  /** Where the form posts and Cancel goes back to (the page, at the section concerned). */
  action: string;
  /** The page action's intent, and the id of the record it acts on. */
  intent: string;
  id: string;
  question: string;
  /** What doing it means, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
};

export function ConfirmActionForm({ action, intent, id, question, children, confirmLabel }: ConfirmActionFormProps) {
  const busy = useBusy(intent);
  const headingRef = useFocusOnShow<HTMLHeadingElement>();
  const headingId = `confirm-${intent}`;
  return (
    <Form
      method="post"
      action={action}
      className="flex flex-col gap-3 rounded-2xl border-2 border-red-700 p-5"
      aria-labelledby={headingId}
    >
      <h3 ref={headingRef} id={headingId} tabIndex={-1} className="text-lg font-bold text-gray-900">
        {question}
      </h3>
      <p className="text-gray-800">{children}</p>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={busy} className={dangerButton}>
          {confirmLabel}
        </SubmitButton>
        <Link to={action} className={secondaryButton}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
