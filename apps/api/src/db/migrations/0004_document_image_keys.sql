ALTER TABLE "guest_documents" RENAME COLUMN "front_key" TO "front_image_key";--> statement-breakpoint
ALTER TABLE "guest_documents" RENAME COLUMN "back_key" TO "back_image_key";