// One titled part of the ad form, named by its heading for assistive technology.
import type { ReactNode } from 'react';

const sectionClass = 'flex flex-col gap-5 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm';
const headingClass = 'text-xl font-bold text-gray-900';

export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={sectionClass} aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      {children}
    </section>
  );
}
