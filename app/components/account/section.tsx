import { type ReactNode, useId } from 'react';

/** One block of the settings page, labelled by its heading. */
export function SettingsSection({
  title,
  description,
  id,
  children,
}: {
  /** The section's anchor, for links to it. */
  id?: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm md:p-8"
    >
      <h2 id={headingId} className="text-xl font-bold text-gray-900">
        {title}
      </h2>
      {description && <div className="mt-1 text-gray-700">{description}</div>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
