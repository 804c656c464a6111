-- A user removed for good takes their candidates, applications, placements and candidate lists with
-- them (as job_recruiters do since 0007); before, the delete was refused by these foreign keys.
ALTER TABLE candidates DROP CONSTRAINT candidates_owner_id_fkey,
  ADD CONSTRAINT candidates_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE applications DROP CONSTRAINT applications_candidate_id_fkey,
  ADD CONSTRAINT applications_candidate_id_fkey FOREIGN KEY (candidate_id) REFERENCES candidates (id) ON DELETE CASCADE;
ALTER TABLE applications DROP CONSTRAINT applications_recruiter_id_fkey,
  ADD CONSTRAINT applications_recruiter_id_fkey FOREIGN KEY (recruiter_id) REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE placements DROP CONSTRAINT placements_recruiter_id_fkey,
  ADD CONSTRAINT placements_recruiter_id_fkey FOREIGN KEY (recruiter_id) REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE candidate_lists DROP CONSTRAINT candidate_lists_recruiter_id_fkey,
  ADD CONSTRAINT candidate_lists_recruiter_id_fkey FOREIGN KEY (recruiter_id) REFERENCES users (id) ON DELETE CASCADE;
