-- Stock movements of orders (decision 047): the reasons VENTE, ANNULATION and RETOUR, and the order a movement came from.
ALTER TYPE "public"."stock_reason" ADD VALUE 'VENTE';--> statement-breakpoint
ALTER TYPE "public"."stock_reason" ADD VALUE 'ANNULATION';--> statement-breakpoint
ALTER TYPE "public"."stock_reason" ADD VALUE 'RETOUR';--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_order_id_index" ON "stock_movements" USING btree ("order_id");