-- Every message queued tells the API processes' outbox workers, which claim it at once instead of at their
-- next poll (decision 302). Sent on commit, once a statement: a PIN e-mail leaves as soon as it is queued.
CREATE FUNCTION "notify_outbox_queued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox_queued', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "outbox_queued" AFTER INSERT ON "outbox_messages"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_outbox_queued"();
