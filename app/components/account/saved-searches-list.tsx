import { useEffect, useId, useMemo, useState } from 'react';
import { useApi } from '#app/hooks/use-api.ts';
import { useLanguage, useT } from '#app/hooks/use-t.ts';
import { formatDate } from '#contract/dates.ts';
import {
  ALERT_FREQUENCIES,
  type AlertFrequency,
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
  type SavedSearch,
  saveSearchFormSchema,
} from '#contract/saved-searches.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { ConfirmDialog } from '../forms/confirm-dialog.tsx';
import { TextField } from '../forms/fields.tsx';
import { dangerButton, inputClass, linkButton, secondaryButton } from '../forms/form-styles.ts';
import { SubmitButton } from '../forms/submit-button.tsx';
import { useForm } from '../forms/use-form.ts';
import { PrefetchLink } from '../prefetch-link.tsx';
import { useToast } from '../toast/toast-context.ts';

const renameSchema = saveSearchFormSchema.pick({ name: true });

type Change = (updated: SavedSearch | null) => void;

/** PATCH or DELETE one saved search; one that is gone meanwhile (another tab) leaves the list. */
function useSavedSearchApi(id: number, onChange: Change) {
  const api = useApi();
  const toast = useToast();
  return async (method: 'PATCH' | 'DELETE', json?: object) => {
    const result = await api<SavedSearch>(`/api/saved-searches/${id}`, { method, json, handled: [404, 422] });
    if (result.ok) {
      onChange(method === 'DELETE' ? null : result.data);
      toast.success(method === 'DELETE' ? SAVED_SEARCH_MESSAGES.deleted : SAVED_SEARCH_MESSAGES.updated);
    } else if (result.error.status === 404) {
      onChange(null);
      toast.error(SAVED_SEARCH_MESSAGES.notFound);
    }
    return result;
  };
}

function RenameForm({ search, onChange, onDone }: { search: SavedSearch; onChange: Change; onDone: () => void }) {
  const initial = useMemo(() => ({ name: search.name }), [search.name]);
  const form = useForm(renameSchema, initial);
  const request = useSavedSearchApi(search.id, onChange);
  const words = useT().favourites;
  const onSubmit = form.handleSubmit(renameSchema, async (input) => {
    const result = await request('PATCH', input);
    if (result.ok) onDone();
    else if (result.error.errors.name) form.setServerErrors({ name: result.error.errors.name });
  });
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <TextField form={form} name="name" label={words.name} maxLength={SAVED_SEARCH_LIMITS.nameMax} required />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={form.submitting}>{words.saveName}</SubmitButton>
        <button type="button" onClick={onDone} className={secondaryButton}>
          {words.cancel}
        </button>
      </div>
    </form>
  );
}

/** Asks before deleting the saved search; the dialog closes once the request is answered. */
function DeleteDialog({
  search,
  open,
  onChange,
  onClose,
}: {
  search: SavedSearch;
  open: boolean;
  onChange: Change;
  onClose: () => void;
}) {
  const request = useSavedSearchApi(search.id, onChange);
  const [busy, setBusy] = useState(false);
  const words = useT().favourites;
  const onDelete = async () => {
    if (busy) return;
    setBusy(true);
    await request('DELETE');
    setBusy(false);
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={words.deleteTitle}
      confirmLabel={words.delete}
      confirmClass={dangerButton}
      onConfirm={onDelete}
      busy={busy}
      cancelLabel={words.cancel}
    >
      {words.willBeDeleted(search.name)}
    </ConfirmDialog>
  );
}

/** The search's name (a link that runs it) and when it last sent an e-mail, or was saved. */
function SearchTitle({ search }: { search: SavedSearch }) {
  const words = useT().favourites;
  // Dates are written as the visitor's language writes them (in UK time either way).
  const language = useLanguage();
  return (
    <>
      <h3 className="text-lg font-semibold text-gray-900">
        <PrefetchLink to={SITE_PATHS.search(search.query)} className="hover:text-accent-800 hover:underline">
          {search.name}
        </PrefetchLink>
      </h3>
      <p className="mt-1 text-sm text-gray-700">
        {search.last_alert_at
          ? words.lastEmail(formatDate(search.last_alert_at, 'day', language))
          : words.savedOn(formatDate(search.created_at, 'day', language))}
      </p>
    </>
  );
}

/** How often the alert e-mails come; a change is saved at once, the select waiting meanwhile. */
function AlertFrequencySelect({ search, onChange }: { search: SavedSearch; onChange: Change }) {
  const [busy, setBusy] = useState(false);
  const request = useSavedSearchApi(search.id, onChange);
  const selectId = useId();
  const t = useT();
  const setFrequency = async (frequency: AlertFrequency) => {
    setBusy(true);
    await request('PATCH', { frequency });
    setBusy(false);
  };
  return (
    <div>
      <label htmlFor={selectId} className="block text-sm font-semibold text-gray-900">
        {t.favourites.alerts}
      </label>
      <select
        id={selectId}
        value={search.frequency}
        aria-busy={busy || undefined}
        disabled={busy}
        onChange={(event) => setFrequency(event.target.value as AlertFrequency)}
        className={`${inputClass} w-auto`}
      >
        {ALERT_FREQUENCIES.map((frequency) => (
          <option key={frequency} value={frequency}>
            {t.results.save.frequencies[frequency]}
          </option>
        ))}
      </select>
    </div>
  );
}

function SavedSearchItem({ search, onChange }: { search: SavedSearch; onChange: Change }) {
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const words = useT().favourites;

  return (
    <li className="flex flex-col gap-4 rounded-xl border border-gray-200 p-4 md:flex-row md:items-end md:justify-between">
      <div className="min-w-0 flex-1">
        {renaming ? (
          <RenameForm search={search} onChange={onChange} onDone={() => setRenaming(false)} />
        ) : (
          <SearchTitle search={search} />
        )}
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <AlertFrequencySelect search={search} onChange={onChange} />
        <PrefetchLink to={SITE_PATHS.search(search.query)} className={`${linkButton} py-2`}>
          {words.run}
          <span className="sr-only"> {search.name}</span>
        </PrefetchLink>
        {!renaming && (
          <button type="button" onClick={() => setRenaming(true)} className={`${linkButton} py-2`}>
            {words.rename}
            <span className="sr-only"> {search.name}</span>
          </button>
        )}
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setDeleting(true)}
          className={`${linkButton} py-2 text-red-700 hover:text-red-800`}
        >
          {words.delete}
          <span className="sr-only"> {search.name}</span>
        </button>
      </div>
      <DeleteDialog search={search} open={deleting} onChange={onChange} onClose={() => setDeleting(false)} />
    </li>
  );
}

/** The Favourites page's saved searches: run, rename, change the alert e-mails, delete. */
export function SavedSearchesList({ searches }: { searches: SavedSearch[] }) {
  const [items, setItems] = useState(searches);
  const words = useT().favourites;
  // A revalidated loader (another visit) brings the server's list.
  useEffect(() => setItems(searches), [searches]);

  if (items.length === 0) {
    return <p className="text-gray-800">{words.noSearches}</p>;
  }
  return (
    <ul className="flex flex-col gap-3">
      {items.map((search) => (
        <SavedSearchItem
          key={search.id}
          search={search}
          onChange={(updated) =>
            setItems((current) =>
              updated
                ? current.map((item) => (item.id === updated.id ? updated : item))
                : current.filter((item) => item.id !== search.id),
            )
          }
        />
      ))}
    </ul>
  );
}
