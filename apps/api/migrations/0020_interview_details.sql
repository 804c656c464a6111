-- Interviews (issue 16 point 4): the time zone the organiser entered the time in (lists and mails
-- show the time there), how the interview is held (on site, video, phone), the video link, who takes
-- part on the employer's side, and who cancelled it.
ALTER TABLE interviews ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC';
ALTER TABLE interviews ADD COLUMN kind text NOT NULL DEFAULT 'on-site' CHECK (kind IN ('on-site', 'video', 'phone'));
ALTER TABLE interviews ADD COLUMN video_link text;
ALTER TABLE interviews ADD COLUMN participants text;
ALTER TABLE interviews ADD COLUMN updated_by bigint REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE interviews ADD COLUMN cancelled_by bigint REFERENCES users (id) ON DELETE SET NULL;
