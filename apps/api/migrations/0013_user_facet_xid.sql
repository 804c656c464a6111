-- The consultant search's in-memory facet index (apps/api/src/users/facetIndex.ts, decision 0013):
-- every change of a column the index holds (the facets and the inputs of search_vector) stamps the row with the writing transaction's id, so a
-- search can add the rows changed since the index last read the table (`facet_xid >= horizon`)
-- and stay exact while the index catches up. Rows from before this migration keep 0: the index's
-- first full read takes them.
ALTER TABLE users ADD COLUMN facet_xid xid8 NOT NULL DEFAULT '0';

CREATE FUNCTION users_stamp_facet_xid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR ROW(NEW.status, NEW.roles, NEW.countries, NEW.country_code, NEW.sectors, NEW.departments,
       NEW.search_types, NEW.rating, NEW.interview_ratio, NEW.customer_satisfaction,
       NEW.first_name, NEW.last_name, NEW.position, NEW.city, NEW.keywords)
     IS DISTINCT FROM ROW(OLD.status, OLD.roles, OLD.countries, OLD.country_code, OLD.sectors, OLD.departments,
       OLD.search_types, OLD.rating, OLD.interview_ratio, OLD.customer_satisfaction,
       OLD.first_name, OLD.last_name, OLD.position, OLD.city, OLD.keywords) THEN
    NEW.facet_xid := pg_current_xact_id();
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER users_stamp_facet_xid BEFORE INSERT OR UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION users_stamp_facet_xid();

CREATE INDEX users_facet_xid_idx ON users (facet_xid);
