-- Search (docs/architecture.md, "Search") needs trigram matching and accent folding, on PGlite and on the server.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
