-- Returns (issue 23): customers' returns with their lines and photos, parcels returned to origin on the order,
-- credit notes as immutable rows numbered like invoices, and the stock ledger's reasons for units coming back.
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"invoice_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"return_id" uuid,
	"invoice_lines" integer[] NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issue_date" date NOT NULL,
	"recipient_gstin" text,
	"place_of_supply" text NOT NULL,
	"inter_state" boolean NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_serial_unique" UNIQUE("series","financial_year","serial"),
	CONSTRAINT "credit_notes_return_unique" UNIQUE("return_id"),
	CONSTRAINT "credit_notes_total_adds_up" CHECK ("credit_notes"."total_paise" = "credit_notes"."taxable_paise" + "credit_notes"."cgst_paise" + "credit_notes"."sgst_paise" + "credit_notes"."igst_paise"),
	CONSTRAINT "credit_notes_taxes_nonnegative" CHECK ("credit_notes"."cgst_paise" >= 0 and "credit_notes"."sgst_paise" >= 0 and "credit_notes"."igst_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"return_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"refund_paise" integer NOT NULL,
	"restocked" integer,
	"damaged" integer,
	CONSTRAINT "return_lines_return_id_position_pk" PRIMARY KEY("return_id","position"),
	CONSTRAINT "return_lines_quantity_positive" CHECK ("return_lines"."quantity" > 0),
	CONSTRAINT "return_lines_received_adds_up" CHECK (("return_lines"."restocked" is null and "return_lines"."damaged" is null) or ("return_lines"."restocked" >= 0 and "return_lines"."damaged" >= 0 and "return_lines"."restocked" + "return_lines"."damaged" = "return_lines"."quantity"))
);
--> statement-breakpoint
CREATE TABLE "return_photos" (
	"return_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"jpeg" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "return_photos_return_id_position_pk" PRIMARY KEY("return_id","position"),
	CONSTRAINT "return_photos_position" CHECK ("return_photos"."position" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"refund_goods_paise" integer NOT NULL,
	"refund_delivery_paise" integer DEFAULT 0 NOT NULL,
	"refund_method" jsonb,
	"refund_method_masked" jsonb NOT NULL,
	"refund_reference" text,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_status_valid" CHECK ("returns"."status" in ('requested','approved','rejected','received','refunded')),
	CONSTRAINT "returns_reason_valid" CHECK ("returns"."reason" in ('damaged','wrong-item','not-as-described','not-needed')),
	CONSTRAINT "returns_refund_nonnegative" CHECK ("returns"."refund_goods_paise" >= 0 and "returns"."refund_delivery_paise" >= 0),
	CONSTRAINT "returns_refund_details_gone" CHECK ("returns"."status" <> 'refunded' or "returns"."refund_method" is null)
);
--> statement-breakpoint
ALTER TABLE "stock_ledger" DROP CONSTRAINT "stock_ledger_reason_valid";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rto_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rto_marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rto_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_issue_date_idx" ON "credit_notes" USING btree ("issue_date");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_user_idx" ON "returns" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "returns_status_idx" ON "returns" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_rto_open_idx" ON "orders" USING btree ("kind") WHERE "orders"."rto_marked_at" is not null and "orders"."rto_received_at" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rto_in_order" CHECK (("orders"."rto_marked_at" is null) = ("orders"."rto_reason" is null) and ("orders"."rto_received_at" is null or "orders"."rto_marked_at" is not null));--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_reason_valid" CHECK ("stock_ledger"."reason" in ('initial','order','kit-order','cancelled','received','damaged','correction','import','returned','written-off','return-to-origin'));--> statement-breakpoint
-- Documents are law: a credit note is stored as issued and never changes, as invoices (migration 0010).
CREATE TRIGGER "credit_notes_are_final" BEFORE UPDATE OR DELETE ON "credit_notes" FOR EACH ROW EXECUTE FUNCTION "tax_documents_are_final"();--> statement-breakpoint
CREATE TRIGGER "credit_notes_not_truncated" BEFORE TRUNCATE ON "credit_notes" FOR EACH STATEMENT EXECUTE FUNCTION "tax_documents_are_final"();
