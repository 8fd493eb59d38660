-- Place search (issue 3): trigram similarity and accent folding. Both ship with PGlite and
-- PostgreSQL's contrib, and are "trusted" extensions: a database owner may create them without being
-- a superuser. Distances do not use cube + earthdistance: loaded together with pg_trgm in PGlite
-- 0.5.16, they break it (the first `%` query answers no row, the next never returns); plain
-- trigonometry below gives the same figures on both engines.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Lower case, no accents, words separated by one space: "Béjaïa" → "bejaia", "EL-M'GHAIER" →
-- "el m ghaier". unaccent() itself is only STABLE; naming the dictionary makes this wrapper safe to
-- declare IMMUTABLE, so it can fill and query an indexed column.
CREATE OR REPLACE FUNCTION tariq_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, value)), '[^a-z0-9]+', ' ', 'g')) $$;
--> statement-breakpoint
-- Great-circle distance in kilometres (haversine on the mean Earth radius, 6371.0088 km).
CREATE OR REPLACE FUNCTION tariq_distance_km(lat1 double precision, lng1 double precision, lat2 double precision, lng2 double precision)
  RETURNS double precision LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT 2 * 6371.0088 * asin(least(1, sqrt(
    sin(radians(lat2 - lat1) / 2) ^ 2 + cos(radians(lat1)) * cos(radians(lat2)) * sin(radians(lng2 - lng1) / 2) ^ 2))) $$;
