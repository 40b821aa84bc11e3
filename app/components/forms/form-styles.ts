export const labelClass = 'block text-sm font-semibold text-gray-900';
export const inputClass =
  'mt-1 block w-full rounded-lg border border-gray-500 bg-white px-3 py-2 text-gray-900 aria-[invalid=true]:border-red-700 aria-[invalid=true]:border-2';
export const errorClass = 'mt-1 text-sm font-medium text-red-700';
export const hintClass = 'mt-1 text-sm text-gray-700';
export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-accent-700 px-6 py-2.5 font-semibold text-white hover:bg-accent-800 aria-disabled:cursor-wait aria-disabled:opacity-75';
export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full border border-accent-700 bg-white px-6 py-2.5 font-semibold text-accent-700 hover:bg-accent-50 aria-disabled:cursor-wait aria-disabled:opacity-75';
export const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-6 py-2.5 font-semibold text-white hover:bg-red-800 aria-disabled:cursor-wait aria-disabled:opacity-75';
export const linkButton =
  'rounded text-sm font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-800';
