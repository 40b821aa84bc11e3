// Where the property is: a place picked from the suggestions, or a pin put on the map
// (named after the nearest known place). A typed name is not a place until one is picked.
import type { MapConfig } from '#app/context.ts';
import type { OfferFormValues } from '#app/lib/offer-form.ts';
import { adLocationName, type PlaceSuggestion, placeAt } from '#app/lib/places.ts';
import { errorClass, hintClass } from '../forms/form-styles.ts';
import type { Form } from '../forms/use-form.ts';
import { PointMapView } from '../maps/point-map-view.tsx';
import { LocationCombobox } from '../search/location-combobox.tsx';

/** The pin of the chosen place, and the ways of choosing one. */
function useAdLocation(form: Form<OfferFormValues>) {
  const pinned =
    form.values.location_lat && form.values.location_lon
      ? { lat: Number(form.values.location_lat), lon: Number(form.values.location_lon) }
      : null;

  const pickPlace = (place: PlaceSuggestion) => {
    form.setValue('location_name', adLocationName(place));
    form.setValue('location_lat', String(place.lat));
    form.setValue('location_lon', String(place.lon));
    form.touch('location_name');
  };

  // A pin is exact; its name comes from the nearest known place.
  const pinPlace = async (point: { lat: number; lon: number }) => {
    const lat = Math.round(point.lat * 1e6) / 1e6;
    const lon = Math.round(point.lon * 1e6) / 1e6;
    const place = await placeAt(lat, lon, 'Pinned location');
    pickPlace({ ...place, lat, lon });
  };

  const typeName = (text: string) => {
    form.setValue('location_name', text);
    form.setValue('location_lat', '');
    form.setValue('location_lon', '');
  };

  return { pinned, pickPlace, pinPlace, typeName };
}

export function AdLocationField({ form, map }: { form: Form<OfferFormValues>; map: MapConfig }) {
  const { pinned, pickPlace, pinPlace, typeName } = useAdLocation(form);
  const errorId = form.ids('location_name').errorId;
  return (
    <>
      <div>
        <LocationCombobox
          label="Location"
          name="location_name"
          value={form.values.location_name}
          onValueChange={typeName}
          onPick={pickPlace}
          invalidMessageId={form.errors.location_name ? errorId : undefined}
        />
        <p className={hintClass}>
          Start typing a town, city or area and choose it from the list, or put a pin on the map below.
        </p>
        {form.errors.location_name && (
          <p id={errorId} className={errorClass}>
            {form.errors.location_name}
          </p>
        )}
      </div>
      {/* The picked place's point, for a form sent without JavaScript; `location_place` says which name it goes with. */}
      <input type="hidden" name="location_lat" value={form.values.location_lat} />
      <input type="hidden" name="location_lon" value={form.values.location_lon} />
      <input type="hidden" name="location_place" value={pinned ? form.values.location_name : ''} />
      <PointMapView
        label="Map: click or tap where the property is to put the pin there"
        point={pinned}
        basemap={map}
        onPick={pinPlace}
        className="h-64"
      />
    </>
  );
}
