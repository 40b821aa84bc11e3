// The address of the page a loader runs for. On client navigations React Router
// calls loaders with its data request (/search.data?...&_routes=...); its own path
// normalisation is not applied to request.url, so loaders that read the URL use this.
export function pageUrl(request: Request | string): URL {
  const url = new URL(typeof request === 'string' ? request : request.url);
  if (url.pathname.endsWith('/_.data')) url.pathname = url.pathname.slice(0, -'_.data'.length) || '/';
  else if (url.pathname.endsWith('.data')) url.pathname = url.pathname.slice(0, -'.data'.length);
  url.searchParams.delete('_routes');
  return url;
}
