-- A business buyer's SIREN or SIRET and VAT number on a member's saved address (decision 045).
ALTER TABLE "member_addresses" ADD COLUMN "company_id" text;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD COLUMN "vat_number" text;
