-- One order model (issue 21): kit orders join the orders table with kind = 'kit', keeping their ids (links
-- in sent mails and bookmarks keep working), and the lines of both kinds move into order_lines, which
-- stores what was charged per line. Products keep their sale price in a column the catalog sorts by.
CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"images" text[] NOT NULL,
	"list_price_paise" integer NOT NULL,
	"discount_percent" integer NOT NULL,
	"sale_price_paise" integer NOT NULL,
	"quantity" integer NOT NULL,
	"order_discount_paise" integer DEFAULT 0 NOT NULL,
	"charged_paise" integer NOT NULL,
	CONSTRAINT "order_lines_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_charged" CHECK ("order_lines"."charged_paise" = "order_lines"."sale_price_paise" * "order_lines"."quantity" - "order_lines"."order_discount_paise"),
	CONSTRAINT "order_lines_amounts_nonnegative" CHECK ("order_lines"."list_price_paise" >= 0 and "order_lines"."sale_price_paise" >= 0 and "order_lines"."charged_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_valid";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'component' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
INSERT INTO "orders" ("id", "user_id", "kind", "status", "courier", "tracking_number", "history", "version", "payment_method", "address",
  "subtotal_paise", "discount_paise", "delivery_fee_paise", "amount_paise", "created_at")
SELECT "id", "user_id", 'kit', "status", "courier", "tracking_number", "history", "version", "payment_method", "address",
  "total_paise", "discount_paise", 0, "final_paise", "created_at"
FROM "kit_orders";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
-- A component line kept only the unit price charged: its price before the product's discount was not
-- recorded, so the charged price stands for both (discount 0). Nothing charged changes.
INSERT INTO "order_lines" ("order_id", "position", "product_id", "name", "images", "list_price_paise", "discount_percent", "sale_price_paise",
  "quantity", "order_discount_paise", "charged_paise")
SELECT "order_id", "position", "product_id", "name", "images", "unit_price_paise", 0, "unit_price_paise", "quantity", 0, "unit_price_paise" * "quantity"
FROM "order_items";--> statement-breakpoint
-- A kit line kept the product's price and discount; its sale price is src/core/pricing.ts's salePrice, and
-- its share of the kit's 5 % is src/core/proportional-share.ts's largest-remainder split over the lines'
-- sale prices (ties to the earlier line), so migrated kits carry the same figures as new ones.
INSERT INTO "order_lines" ("order_id", "position", "product_id", "name", "images", "list_price_paise", "discount_percent", "sale_price_paise",
  "quantity", "order_discount_paise", "charged_paise")
WITH "sold" AS (
  SELECT i.*, round(i."price_paise"::numeric * (100 - i."discount") / 100)::integer AS "sale", k."discount_paise" AS "kit_discount"
  FROM "kit_order_items" i JOIN "kit_orders" k ON k."id" = i."kit_order_id"
), "weighed" AS (
  SELECT s.*, sum(s."sale" * s."quantity") OVER (PARTITION BY s."kit_order_id")::bigint AS "weight_sum" FROM "sold" s
), "shared" AS (
  SELECT w.*,
    CASE WHEN w."weight_sum" = 0 THEN 0 ELSE (w."kit_discount"::bigint * w."sale" * w."quantity") / w."weight_sum" END AS "floor_share",
    CASE WHEN w."weight_sum" = 0 THEN 0 ELSE (w."kit_discount"::bigint * w."sale" * w."quantity") % w."weight_sum" END AS "rest"
  FROM "weighed" w
), "ranked" AS (
  SELECT s.*,
    s."kit_discount" - sum(s."floor_share") OVER (PARTITION BY s."kit_order_id") AS "left_over",
    row_number() OVER (PARTITION BY s."kit_order_id" ORDER BY s."rest" DESC, s."position") AS "rank"
  FROM "shared" s
)
SELECT "kit_order_id", "position", "product_id", "name", "images", "price_paise", "discount", "sale", "quantity",
  ("floor_share" + CASE WHEN "rank" <= "left_over" THEN 1 ELSE 0 END)::integer,
  ("sale" * "quantity" - "floor_share" - CASE WHEN "rank" <= "left_over" THEN 1 ELSE 0 END)::integer
FROM "ranked";--> statement-breakpoint
UPDATE "stock_ledger" SET "order_id" = "kit_order_id" WHERE "kit_order_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_ledger" DROP CONSTRAINT "stock_ledger_kit_order_id_kit_orders_id_fk";--> statement-breakpoint
ALTER TABLE "stock_ledger" DROP COLUMN "kit_order_id";--> statement-breakpoint
DROP TABLE "kit_order_items" CASCADE;--> statement-breakpoint
DROP TABLE "kit_orders" CASCADE;--> statement-breakpoint
DROP TABLE "order_items" CASCADE;--> statement-breakpoint
DROP INDEX "orders_user_idx";--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "orders_kind_created_idx" ON "orders" USING btree ("kind","created_at");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_valid" CHECK ("orders"."kind" in ('component','kit'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_adds_up" CHECK ("orders"."amount_paise" = "orders"."subtotal_paise" - "orders"."discount_paise" + "orders"."delivery_fee_paise");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK (("orders"."kind" = 'component' and "orders"."status" in ('pending','packing','shipped','delivered','cancelled'))
        or ("orders"."kind" = 'kit' and "orders"."status" in ('pending','processing','shipped','delivered','cancelled')));--> statement-breakpoint
-- Every order's lines add up to its amount less the delivery fee, to the paisa: checked now for the orders
-- moved above, and at the commit of every transaction that writes an order or its lines from now on. (An
-- order without any line can only have been written by hand, not by the shop; it is left as it is.)
DO $$
DECLARE "wrong" uuid;
BEGIN
  SELECT o."id" INTO "wrong" FROM "orders" o
  JOIN (SELECT "order_id", sum("charged_paise") AS "charged" FROM "order_lines" GROUP BY "order_id") l ON l."order_id" = o."id"
  WHERE o."amount_paise" - o."delivery_fee_paise" <> l."charged"
  LIMIT 1;
  IF "wrong" IS NOT NULL THEN
    RAISE EXCEPTION 'order % does not add up: its lines differ from its amount less the delivery fee', "wrong";
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_lines_add_up"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "checked" uuid;
  "expected" bigint;
  "charged" bigint;
BEGIN
  IF TG_TABLE_NAME = 'orders' THEN
    "checked" := NEW."id";
  ELSIF TG_OP = 'DELETE' THEN
    "checked" := OLD."order_id";
  ELSE
    "checked" := NEW."order_id";
  END IF;
  SELECT "amount_paise" - "delivery_fee_paise" INTO "expected" FROM "orders" WHERE "id" = "checked";
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(sum("charged_paise"), 0) INTO "charged" FROM "order_lines" WHERE "order_id" = "checked";
  IF "charged" <> "expected" THEN
    RAISE EXCEPTION 'order % does not add up: its lines charge % paise, its amount less the delivery fee is %', "checked", "charged", "expected"
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_add_up" AFTER INSERT OR UPDATE OF "amount_paise", "delivery_fee_paise" ON "orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_lines_add_up"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "order_lines_add_up" AFTER INSERT OR UPDATE OF "order_id", "charged_paise" OR DELETE ON "order_lines"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_lines_add_up"();--> statement-breakpoint
-- The sale price, worked out once when price or discount is written (src/core/pricing.ts's salePrice); the
-- rows already here get it from the same rule, written in SQL this one time.
ALTER TABLE "products" ADD COLUMN "sale_price_paise" integer;--> statement-breakpoint
UPDATE "products" SET "sale_price_paise" = round("price_paise"::numeric * (100 - "discount") / 100)::integer;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "sale_price_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sale_price_range" CHECK ("products"."sale_price_paise" between 0 and "products"."price_paise");--> statement-breakpoint
DROP INDEX "products_live_sale_price_idx";--> statement-breakpoint
CREATE INDEX "products_live_sale_price_idx" ON "products" USING btree ("sale_price_paise","position","id") WHERE "products"."archived_at" is null;
