-- Issue 12 point 1: testimonial accept/reject and task complete change status through the workflow
-- (workflow/transition.ts), so their changes are written to the status log like the others'.
ALTER TABLE status_logs DROP CONSTRAINT status_logs_entity_type_check;
ALTER TABLE status_logs ADD CONSTRAINT status_logs_entity_type_check
  CHECK (entity_type IN ('job', 'job-recruiter', 'application', 'candidate-list', 'placement', 'testimonial', 'task'));
