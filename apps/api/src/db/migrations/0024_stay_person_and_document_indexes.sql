-- Decision 313. The search by name and stay, the face search and the search by any document but a CPF
-- read every reservation, guest or document of that type of the hotel and kept the few that matched:
-- fine for a hotel of a thousand reservations, a scan of its whole history for a real one, which any
-- stranger could start twenty times a minute. Each now has its index; the stay index also serves the
-- console's arrivals by check-in date. The plain index on the hotel and number was a copy of the unique
-- constraint's own; the document number's plain index served no lookup the new one does not.
DROP INDEX "reservations_company_number_idx";--> statement-breakpoint
DROP INDEX "guest_documents_number_idx";--> statement-breakpoint
CREATE INDEX "reservations_company_stay_idx" ON "reservations" USING btree ("company_id","checkin_date","checkout_date");--> statement-breakpoint
CREATE INDEX "guests_company_person_idx" ON "guests" USING btree ("company_id","person_id");--> statement-breakpoint
CREATE INDEX "guest_documents_search_text_idx" ON "guest_documents" USING btree ("company_id","document_type_id",upper(regexp_replace("document_number", '[[:space:]./-]', '', 'g')));