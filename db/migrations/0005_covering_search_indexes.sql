-- Covering indexes for the common searches (docs/search.md): every filter column a
-- result list usually needs is in the index, so PostgreSQL answers from the index
-- alone (index-only scans) instead of visiting offer rows, which are wide.
-- Newest first within a listing type; filters on category, price, rooms and area.
CREATE INDEX IF NOT EXISTS offers_active_type_newest_covering_idx ON offers
  USING btree (listing_type, bumped_at DESC, id DESC)
  INCLUDE (root_category_id, category_id, price, bedrooms, bathrooms, reception_rooms, parking_spaces, floor_area, lat, lon, visible_from, expires_at, published_at)
  WHERE status = 'active';
--> statement-breakpoint
-- Searches around a point, in a viewport or in a drawn shape: a latitude band within
-- a listing type, longitude and exact distance checked on the included columns.
CREATE INDEX IF NOT EXISTS offers_active_type_lat_covering_idx ON offers
  USING btree (listing_type, lat)
  INCLUDE (lon, id, root_category_id, category_id, price, bedrooms, bathrooms, reception_rooms, parking_spaces, floor_area, bumped_at, visible_from, expires_at, published_at, tags)
  WHERE status = 'active';
--> statement-breakpoint
-- The same without a listing type.
CREATE INDEX IF NOT EXISTS offers_active_lat_covering_idx ON offers
  USING btree (lat)
  INCLUDE (lon, id, listing_type, root_category_id, category_id, price, bedrooms, bumped_at, visible_from, expires_at, tags)
  WHERE status = 'active';
