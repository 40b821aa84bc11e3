// A GET form as a tidy URL: empty fields are left out (an empty value
// means no filter), so /search?type=rent rather than /search?type=rent&category=&q=.
export function compactQuery(entries: Iterable<[string, FormDataEntryValue]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of entries) {
    if (typeof value !== 'string') continue;
    const trimmed = value.trim();
    if (trimmed !== '') params.append(key, trimmed);
  }
  return params.toString();
}

/** A listing type chosen in a form: seek-property travels as ad-type, as the search query expects. */
export function withAdType(params: URLSearchParams): URLSearchParams {
  if (params.get('type') === 'seek-property') {
    params.delete('type');
    params.set('ad-type', 'seek-property');
  }
  return params;
}
