CREATE TABLE "order_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"received_on" date NOT NULL,
	"reference" text NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_amount_positive" CHECK ("order_payments"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"user_id" uuid,
	"access_key_hash" text NOT NULL,
	"mailed_key_hash" text,
	"institution" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"gstin" text,
	"billing_address" jsonb NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"needed_by" date,
	"note" text DEFAULT '' NOT NULL,
	"lines" jsonb NOT NULL,
	"delivery_charge_paise" integer DEFAULT 0 NOT NULL,
	"valid_until" date,
	"terms" text DEFAULT '' NOT NULL,
	"number" text,
	"series" text,
	"financial_year" text,
	"serial" integer,
	"document" jsonb,
	"supersedes" uuid,
	"superseded_by" uuid,
	"sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"order_id" uuid,
	"po_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_number_unique" UNIQUE("number"),
	CONSTRAINT "quotes_serial_unique" UNIQUE("series","financial_year","serial"),
	CONSTRAINT "quotes_version_unique" UNIQUE("request_id","version"),
	CONSTRAINT "quotes_status_valid" CHECK ("quotes"."status" in ('requested','sent','accepted','superseded','withdrawn')),
	CONSTRAINT "quotes_sent_numbered" CHECK (("quotes"."status" not in ('sent', 'accepted', 'superseded') or "quotes"."number" is not null) and ("quotes"."status" <> 'requested' or "quotes"."number" is null)),
	CONSTRAINT "quotes_numbered_with_document" CHECK (("quotes"."number" is null) = ("quotes"."document" is null)),
	CONSTRAINT "quotes_delivery_charge_nonnegative" CHECK ("quotes"."delivery_charge_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'on-delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_user_idx" ON "quotes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_payment_waiting_idx" ON "orders" USING btree ("created_at") WHERE "orders"."payment_status" in ('awaiting', 'part-paid');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_valid" CHECK ("orders"."payment_status" in ('on-delivery','awaiting','part-paid','received'));--> statement-breakpoint
-- Documents are law: a quotation once sent is stored as sent. Its number, lines, prices, buyer and the JSON its
-- PDF is drawn from never change and it is never deleted; only what happens to it afterwards (accepted into an
-- order, superseded by a revision, withdrawn, claimed by the buyer's account) may be written.
CREATE FUNCTION "quotes_sent_are_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.number IS NOT NULL THEN
      RAISE EXCEPTION 'quotation % was sent: it cannot be deleted', OLD.number USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.number IS NOT NULL AND (
    NEW.number IS DISTINCT FROM OLD.number OR NEW.series IS DISTINCT FROM OLD.series OR NEW.serial IS DISTINCT FROM OLD.serial
    OR NEW.financial_year IS DISTINCT FROM OLD.financial_year OR NEW.document IS DISTINCT FROM OLD.document
    OR NEW.lines IS DISTINCT FROM OLD.lines OR NEW.delivery_charge_paise IS DISTINCT FROM OLD.delivery_charge_paise
    OR NEW.valid_until IS DISTINCT FROM OLD.valid_until OR NEW.terms IS DISTINCT FROM OLD.terms
    OR NEW.institution IS DISTINCT FROM OLD.institution OR NEW.gstin IS DISTINCT FROM OLD.gstin
    OR NEW.billing_address IS DISTINCT FROM OLD.billing_address OR NEW.delivery_address IS DISTINCT FROM OLD.delivery_address
    OR NEW.version IS DISTINCT FROM OLD.version OR NEW.request_id IS DISTINCT FROM OLD.request_id
  ) THEN
    RAISE EXCEPTION 'quotation % was sent: it is stored as sent and cannot be changed', OLD.number USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "quotes_sent_are_final" BEFORE UPDATE OR DELETE ON "quotes" FOR EACH ROW EXECUTE FUNCTION "quotes_sent_are_final"();
