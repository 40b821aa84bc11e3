// How place names are compared and turned into URL slugs. The SQL side of the
// comparison (core/places/sql.ts) applies the same steps to the stored names.

/** Lower case, no accents or apostrophes, 'saint' as 'st', '&' as 'and', words split by single spaces. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^saint /, 'st ');
}

/** 'St Albans' -> 'st-albans', "King's Cross" -> 'kings-cross', 'Ynys Môn' -> 'ynys-mon'. */
export function slugify(text: string): string {
  return searchKey(text).replaceAll(' ', '-');
}

/**
 * What the SQL side (places.name_key, set by a trigger: migration 0009) makes of a stored name:
 * cheap enough to run over every row. The gazetteer build checks that it equals
 * searchKey() for every name, so both sides compare the same text.
 */
export function storedNameKey(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replaceAll('-', ' ')
    .replace(/['’‘.]/g, '');
}
