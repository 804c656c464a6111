-- Session changes reach every server process (issue 12 point 7): a change to what a process may hold
-- in its session cache (auth/context.ts) notifies channel mandate_session, whoever makes it (any
-- server process, or SQL run directly on the database). Payloads: 't:<token hash>' (an access token
-- ended early), 's:<session id>' (a session revoked or changed), 'u:<user id>' (a user's status,
-- roles, name, organisation or managed organisations), '*' (an organisation renamed: clear all).
-- NOTIFY is sent at commit, once per distinct payload of a transaction.
CREATE FUNCTION mandate_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN
    r := OLD;
  ELSE
    r := NEW;
  END IF;
  IF TG_TABLE_NAME = 'auth_tokens' THEN
    PERFORM pg_notify('mandate_session', 't:' || r.token_hash);
  ELSIF TG_TABLE_NAME = 'auth_sessions' THEN
    PERFORM pg_notify('mandate_session', 's:' || r.id);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('mandate_session', 'u:' || r.id);
  ELSIF TG_TABLE_NAME = 'organization_managers' THEN
    PERFORM pg_notify('mandate_session', 'u:' || r.user_id);
    IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN
      PERFORM pg_notify('mandate_session', 'u:' || OLD.user_id);
    END IF;
  ELSE
    PERFORM pg_notify('mandate_session', '*');
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER auth_tokens_session_changed AFTER UPDATE ON auth_tokens FOR EACH ROW
  WHEN (OLD.kind = 'access' AND NEW.expires_at < OLD.expires_at) EXECUTE FUNCTION mandate_session_changed();
CREATE TRIGGER auth_tokens_session_deleted AFTER DELETE ON auth_tokens FOR EACH ROW
  WHEN (OLD.kind = 'access') EXECUTE FUNCTION mandate_session_changed();
CREATE TRIGGER auth_sessions_session_changed AFTER UPDATE ON auth_sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.user_id <> NEW.user_id OR OLD.owner_id IS DISTINCT FROM NEW.owner_id)
  EXECUTE FUNCTION mandate_session_changed();
CREATE TRIGGER auth_sessions_session_deleted AFTER DELETE ON auth_sessions FOR EACH ROW EXECUTE FUNCTION mandate_session_changed();
CREATE TRIGGER users_session_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.roles IS DISTINCT FROM NEW.roles OR OLD.first_name IS DISTINCT FROM NEW.first_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.organization_id IS DISTINCT FROM NEW.organization_id
    OR OLD.username IS DISTINCT FROM NEW.username)
  EXECUTE FUNCTION mandate_session_changed();
CREATE TRIGGER users_session_deleted AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION mandate_session_changed();
CREATE TRIGGER organization_managers_session_changed AFTER INSERT OR UPDATE OR DELETE ON organization_managers FOR EACH ROW
  EXECUTE FUNCTION mandate_session_changed();
CREATE TRIGGER organizations_session_changed AFTER UPDATE ON organizations FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.country_code IS DISTINCT FROM NEW.country_code)
  EXECUTE FUNCTION mandate_session_changed();
