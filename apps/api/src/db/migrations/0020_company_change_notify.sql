-- Every change to a hotel's row tells the API processes that keep hotels in memory (decision 270).
CREATE FUNCTION "notify_companies_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('companies_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "companies_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_companies_changed"();
