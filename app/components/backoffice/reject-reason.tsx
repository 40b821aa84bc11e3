// The reason of a rejection: a template from the moderators' list, and/or typed words;
// the advertiser reads the template's text followed by the typed words.
import { inputClass, labelClass } from '#app/components/forms/form-styles.ts';
import type { ReasonTemplate } from '#contract/moderation-desk.ts';

export function RejectReason({
  templates,
  idPrefix,
  error,
}: {
  templates: ReasonTemplate[];
  idPrefix: string;
  error?: string | undefined;
}) {
  const errorId = `${idPrefix}-error`;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${idPrefix}-template`} className={labelClass}>
        Reason from the list
      </label>
      <select id={`${idPrefix}-template`} name="template" defaultValue="" className={inputClass}>
        <option value="">None: only the words below</option>
        {templates.map((template) => (
          <option key={template.id} value={template.id}>
            {template.title}
          </option>
        ))}
      </select>
      <label htmlFor={`${idPrefix}-reason`} className={labelClass}>
        More words for the advertiser
      </label>
      <textarea
        id={`${idPrefix}-reason`}
        name="reason"
        rows={3}
        maxLength={500}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
