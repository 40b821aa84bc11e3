import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import { directoryPath } from '#app/lib/services-directory.ts';
import { DirectoryForm } from '../search/directory-form.tsx';
import { type DirectoryPlace, usePlaceField } from '../search/use-place-field.ts';

/**
 * Which service, and where. A GET form: without JavaScript the typed place is looked
 * up on the server (?where=); with it, a picked place goes straight to /services/{place}.
 */
export function ServicesFilterForm({
  services,
  service,
  place,
}: {
  services: ReadonlyArray<{ slug: string; name: string }>;
  service: string | undefined;
  place: DirectoryPlace | null;
}) {
  const id = useId();
  const navigate = useNavigate();
  const location = usePlaceField(place);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = String(new FormData(event.currentTarget).get('service') ?? '') || undefined;
    const { slug, text } = location.choice();
    if (text) navigate(`/services?${new URLSearchParams({ ...(chosen ? { service: chosen } : {}), where: text })}`);
    else navigate(directoryPath(chosen, slug));
  };

  return (
    <DirectoryForm label="Find services" action="/services" onSubmit={onSubmit} location={location}>
      <div>
        <label htmlFor={`${id}-service`} className="mb-1 block text-sm font-semibold text-gray-800">
          Service
        </label>
        <select
          id={`${id}-service`}
          name="service"
          defaultValue={service ?? ''}
          className="w-full rounded-lg border border-gray-500 bg-white px-3 py-2.5 text-base"
        >
          <option value="">All services</option>
          {services.map((item) => (
            <option key={item.slug} value={item.slug}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
    </DirectoryForm>
  );
}
