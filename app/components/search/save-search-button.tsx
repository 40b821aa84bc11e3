import { type MouseEvent, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useApi } from '#app/hooks/use-api.ts';
import { useT } from '#app/hooks/use-t.ts';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import {
  ALERT_FREQUENCIES,
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
  saveSearchFormSchema,
} from '#contract/saved-searches.ts';
import { emptyCriteria, type SearchCriteria, searchQuery } from '#contract/search.ts';
import { useAuth } from '../auth/auth-context.ts';
import { LoginFirstForm } from '../auth/login-first-form.tsx';
import { useLoginFirst } from '../auth/use-login-first.ts';
import { RadioGroupField, TextField } from '../forms/fields.tsx';
import { secondaryButton } from '../forms/form-styles.ts';
import { ModalDialog } from '../forms/modal-dialog.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { useForm } from '../forms/use-form.ts';
import { BellIcon } from '../icons.tsx';
import { useToast } from '../toast/toast-context.ts';

function SaveSearchForm({ name, query, onDone }: { name: string; query: string; onDone: () => void }) {
  const initial = useMemo(() => ({ name, frequency: 'daily' }), [name]);
  const form = useForm(saveSearchFormSchema, initial);
  const api = useApi();
  const toast = useToast();
  const words = useT().results.save;
  const frequencies = ALERT_FREQUENCIES.map((value) => ({ value, label: words.frequencies[value] }));

  const onSubmit = form.handleSubmit(saveSearchFormSchema, async (input) => {
    const result = await api('/api/saved-searches', { method: 'POST', json: { ...input, query }, handled: [422] });
    if (result.ok) {
      toast.success(SAVED_SEARCH_MESSAGES.saved);
      onDone();
      return;
    }
    if (result.error.status !== 422) return;
    const { name: nameError, frequency } = result.error.errors;
    if (nameError || frequency)
      form.setServerErrors({ ...(nameError && { name: nameError }), ...(frequency && { frequency }) });
    // The search itself or the limit of 50: nothing to fix in this form.
    else toast.error(result.error.message ?? SPEC_MESSAGES.problem);
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <TextField form={form} name="name" label={words.name} maxLength={SAVED_SEARCH_LIMITS.nameMax} required />
      <RadioGroupField
        form={form}
        name="frequency"
        label={words.frequency}
        hint={words.frequencyHint}
        options={frequencies}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={form.submitting}>{words.submit}</SubmitButton>
        <button type="button" onClick={onDone} className={secondaryButton}>
          {words.cancel}
        </button>
      </div>
    </form>
  );
}

/**
 * 'Save this search' on a results page: a dialog with the name (the page's heading)
 * and how often to e-mail new offers. A visitor is told to log in first, as the heart does,
 * and once logged in the search is saved with daily alerts (changeable under Favourites).
 */
export function SaveSearchButton({
  heading,
  criteria,
  className = '',
}: {
  heading: string;
  criteria: SearchCriteria;
  className?: string;
}) {
  const { state } = useAuth();
  const loginFirst = useLoginFirst();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const words = useT().results.save;
  const { sort, page, perPage } = emptyCriteria();
  const query = searchQuery({ ...criteria, sort, page, perPage });
  const name = heading.slice(0, SAVED_SEARCH_LIMITS.nameMax);

  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    if (state.isLogged) setOpen(true);
    else loginFirst({ kind: 'save-search', name, query });
  };

  return (
    <>
      <LoginFirstForm back={`${location.pathname}${location.search}`}>
        <button
          type="submit"
          aria-haspopup="dialog"
          onClick={onClick}
          className={`inline-flex items-center gap-2 rounded-full border border-accent-700 bg-white px-4 py-2 text-sm font-semibold text-accent-700 hover:bg-accent-50 ${className}`}
        >
          <BellIcon className="size-4" />
          {words.button}
        </button>
      </LoginFirstForm>
      <ModalDialog open={open} onClose={() => setOpen(false)} title={words.button}>
        <SaveSearchForm name={name} query={query} onDone={() => setOpen(false)} />
      </ModalDialog>
    </>
  );
}
