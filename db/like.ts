// Text typed by a person, matched with LIKE: its wildcards and the escape character are
// escaped, so "50%" finds "50%" and "a_b" does not also find "axb".

/** `text` with LIKE's `%`, `_` and `\` escaped (PostgreSQL's default escape is the backslash). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);
