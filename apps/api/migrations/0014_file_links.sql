-- Files linked to the records they belong to (issue 20, decision 0020). A file may belong to several
-- records at once (a candidate's CV is also on the candidate's applications), so the link is a table
-- of (file, record) pairs; files.owner_type/owner_id stays for the one picture of a user or an
-- organisation (files/pictures.ts). The records keep their ordered id lists (attachment_ids,
-- candidate_consents.file_id) for the API; these rows are what the download check and the cleanup
-- of unlinked uploads read. Owner types: candidate, candidate-consent, application, candidate-list.
CREATE TABLE file_links (
  file_id bigint NOT NULL REFERENCES files (id) ON DELETE CASCADE,
  owner_type text NOT NULL,
  owner_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (file_id, owner_type, owner_id)
);
CREATE INDEX file_links_owner_idx ON file_links (owner_type, owner_id);

-- The links of what is stored already.
INSERT INTO file_links (file_id, owner_type, owner_id)
SELECT DISTINCT f.id, 'candidate', c.id FROM candidates c CROSS JOIN LATERAL unnest(c.attachment_ids) AS x (id) JOIN files f ON f.id = x.id
ON CONFLICT DO NOTHING;
INSERT INTO file_links (file_id, owner_type, owner_id)
SELECT DISTINCT f.id, 'application', a.id FROM applications a CROSS JOIN LATERAL unnest(a.attachment_ids) AS x (id) JOIN files f ON f.id = x.id
ON CONFLICT DO NOTHING;
INSERT INTO file_links (file_id, owner_type, owner_id)
SELECT DISTINCT f.id, 'candidate-list', l.id FROM candidate_lists l CROSS JOIN LATERAL unnest(l.attachment_ids) AS x (id) JOIN files f ON f.id = x.id
ON CONFLICT DO NOTHING;
INSERT INTO file_links (file_id, owner_type, owner_id)
SELECT cc.file_id, 'candidate-consent', cc.id FROM candidate_consents cc WHERE cc.file_id IS NOT NULL
ON CONFLICT DO NOTHING;

-- The cleanup of uploads never linked reads the oldest files without an owner.
CREATE INDEX files_unowned_created_idx ON files (created_at) WHERE owner_type IS NULL;
