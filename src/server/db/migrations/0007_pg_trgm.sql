-- Trigram matching for the catalog search: typo-tolerant, ranked, and indexable (issue 11).
-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension since PostgreSQL 13, so the
-- database's owner may create it without being a superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
