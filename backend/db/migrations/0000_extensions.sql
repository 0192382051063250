-- Trigram matching for product search (CJK-aware with the builtin C.UTF-8 locale).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
