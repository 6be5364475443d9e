-- custom
-- Product search (src/server/catalog/search.service.ts): full-text search over a weighted
-- document plus trigram similarity for typos, both served by GIN indexes. pg_trgm ships with
-- PostgreSQL's contrib (a trusted extension since PostgreSQL 13: the database owner may
-- create it) and with PGlite, where every client loads it (src/server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Index expressions must be immutable; array_to_string is only stable in general (element
-- output functions may read settings) but is immutable for text[], so it is wrapped here.
-- The service calls these same functions, so its conditions match the indexes.
CREATE OR REPLACE FUNCTION product_search_vector(name text, description text, collections text[], colors text[])
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('english'::regconfig, name), 'A')
      || setweight(to_tsvector('english'::regconfig, array_to_string(collections || colors, ' ')), 'B')
      || setweight(to_tsvector('english'::regconfig, description), 'C')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_text(name text, description text, collections text[], colors text[])
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT name || ' ' || array_to_string(collections || colors, ' ') || ' ' || description
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_search_vector_idx ON products
  USING gin (product_search_vector(name, description, collections, colors));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_search_text_trgm_idx ON products
  USING gin (product_search_text(name, description, collections, colors) gin_trgm_ops);
