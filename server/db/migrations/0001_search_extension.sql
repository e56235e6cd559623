-- Trigram indexes make the `q` search (ILIKE '%…%') fast; the extension is trusted from PostgreSQL 13 on.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
