export const iconButtonClass =
  'inline-flex size-10 items-center justify-center rounded-full text-gray-700 hover:bg-accent-50 hover:text-accent-800 lg:size-9 xl:size-10';

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full bg-accent-700 px-4 py-2 text-sm font-semibold text-white hover:bg-accent-800';

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full border border-accent-700 px-4 py-2 text-sm font-semibold text-accent-700 hover:bg-accent-50';
