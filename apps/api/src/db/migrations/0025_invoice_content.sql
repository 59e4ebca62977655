-- What an invoice or credit note says, kept as it was issued (an issued invoice never changes).
ALTER TABLE "invoices" ADD COLUMN "content" jsonb;
