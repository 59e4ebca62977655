-- An export (decision 043): an order delivered outside the EU, priced and invoiced without VAT.
ALTER TABLE "orders" ADD COLUMN "vat_exempt" boolean DEFAULT false NOT NULL;
