-- Vacancy list (issue 5 bench): the sorts other than the default (id) walk an index, and the
-- default statuses are counted from the (status, id) index.
CREATE INDEX jobs_title_idx ON jobs (lower(title), id);
CREATE INDEX jobs_published_idx ON jobs (published_at DESC NULLS LAST, id DESC);
CREATE INDEX jobs_updated_idx ON jobs (updated_at DESC, id DESC);
CREATE INDEX jobs_country_idx ON jobs (country_code, id DESC);
CREATE INDEX jobs_sectors_gin ON jobs USING gin (sectors);
-- The default list (every status but deleted drafts), newest first, and its count (index-only).
CREATE INDEX jobs_listed_idx ON jobs (id DESC) WHERE status <> 'deleted-draft';
