-- Fills the search columns of offers (root category, room counts, floor area, lease
-- years, features) from the category and the attribute values. Writers call it after
-- storing attribute values (core/offers/derived-columns.ts); null refreshes every offer.
CREATE OR REPLACE FUNCTION refresh_offer_derived(p_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE offers o SET
    root_category_id = d.root_category_id,
    bedrooms = d.bedrooms,
    bathrooms = d.bathrooms,
    reception_rooms = d.reception_rooms,
    parking_spaces = d.parking_spaces,
    floor_area = d.floor_area,
    lease_years = d.lease_years,
    features = d.features
  FROM (
    SELECT
      x.id,
      coalesce(c.parent_id, c.id) AS root_category_id,
      max(CASE WHEN v.attribute_id = 11 THEN CASE v.value WHEN '5+' THEN 5 ELSE v.value::int END END)::smallint AS bedrooms,
      max(CASE WHEN v.attribute_id = 13 THEN CASE v.value WHEN '5+' THEN 5 ELSE v.value::int END END)::smallint AS bathrooms,
      max(CASE WHEN v.attribute_id = 3 THEN CASE v.value WHEN '5+' THEN 5 ELSE v.value::int END END)::smallint AS reception_rooms,
      max(CASE WHEN v.attribute_id = 14 THEN CASE v.value WHEN '5+' THEN 5 ELSE v.value::int END END)::smallint AS parking_spaces,
      max(CASE WHEN v.attribute_id = 4 THEN v.value_number END)::integer AS floor_area,
      max(CASE WHEN v.attribute_id = 19 THEN v.value_number END)::smallint AS lease_years,
      coalesce(
        array_agg(a.slug || ':' || v.value ORDER BY a.slug, v.value) FILTER (WHERE v.attribute_id NOT IN (3, 4, 11, 13, 14, 19, 21)),
        '{}'::text[]
      ) AS features
    FROM offers x
    JOIN categories c ON c.id = x.category_id
    LEFT JOIN offer_attribute_values v ON v.offer_id = x.id
    LEFT JOIN attributes a ON a.id = v.attribute_id
    WHERE p_ids IS NULL OR x.id = ANY (p_ids)
    GROUP BY x.id, c.parent_id, c.id
  ) d
  WHERE o.id = d.id
$$;
--> statement-breakpoint
SELECT refresh_offer_derived(NULL);
