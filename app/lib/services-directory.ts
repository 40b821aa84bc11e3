// The services directory (/services, /services/{location}): advertisers offering
// services, as GET /api/services lists them (core/services/directory.ts).
/** The page's own address for a service and a place slug. */
export function directoryPath(service: string | undefined, placeSlug: string | undefined): string {
  const path = placeSlug ? `/services/${encodeURIComponent(placeSlug)}` : '/services';
  return service ? `${path}?${new URLSearchParams({ service })}` : path;
}
