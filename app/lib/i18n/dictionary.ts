import type { en } from './en.ts';

/** Every text as a string and every worded function by its parameters: what another language must give. */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Widen<T[K]> };

/** The shape of a dictionary: English's keys, any language's words. */
export type Dictionary = Widen<typeof en>;

/** A text of a group keyed by a value the data gives (a category slug, a path), or the data's own wording. */
export function labelOf(group: object, key: string, fallback: string): string {
  const text = (group as Record<string, unknown>)[key];
  return typeof text === 'string' ? text : fallback;
}
