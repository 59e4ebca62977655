CREATE TYPE "public"."review_state" AS ENUM('PENDING', 'APPROVED', 'REJECTED');--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "state" "review_state" DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_site_id_state_index" ON "reviews" USING btree ("site_id","state");--> statement-breakpoint
UPDATE "reviews" SET "state" = CASE WHEN "is_visible" THEN 'APPROVED'::"review_state" ELSE 'REJECTED'::"review_state" END;--> statement-breakpoint
ALTER TABLE "reviews" DROP COLUMN "is_visible";