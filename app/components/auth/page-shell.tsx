import type { ReactNode } from 'react';

/** The narrow card the account entry pages (/auth, /check-email, ...) sit in. */
export function PageShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-[800px] px-4 py-10 md:py-14">
      <h1 className="mb-6 text-3xl font-bold text-gray-900">{title}</h1>
      <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm md:p-8">{children}</div>
    </div>
  );
}

export const noIndex = { name: 'robots', content: 'noindex' };
