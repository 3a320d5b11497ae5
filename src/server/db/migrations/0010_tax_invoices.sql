-- GST tax invoices (issue 22): products and order lines carry HSN and GST rate, orders a business purchase's
-- GSTIN, invoices are immutable rows numbered from a counter row per series and financial year.
CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"order_id" uuid NOT NULL,
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
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_order_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_serial_unique" UNIQUE("series","financial_year","serial"),
	CONSTRAINT "invoices_total_adds_up" CHECK ("invoices"."total_paise" = "invoices"."taxable_paise" + "invoices"."cgst_paise" + "invoices"."sgst_paise" + "invoices"."igst_paise")
);
--> statement-breakpoint

ALTER TABLE "orders" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn" text DEFAULT '8543' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_bp" integer DEFAULT 1800 NOT NULL;--> statement-breakpoint
-- Products already here: the demo catalog's products get the codes its seed gives them; any other product keeps
-- the defaults (8543 at 18 %) until the owner sets its code in the editor or by CSV.
UPDATE "products" p SET "hsn" = v."hsn", "gst_rate_bp" = v."rate" FROM (VALUES
  ('arduino-uno-r3-ch340', '8542', 1800),
  ('arduino-uno-r3-original', '8542', 1800),
  ('arduino-nano-v3', '8542', 1800),
  ('arduino-mega-2560-r3', '8542', 1800),
  ('arduino-leonardo-r3', '8542', 1800),
  ('nodemcu-esp8266-devkit', '8517', 1800),
  ('wemos-d1-mini-esp8266', '8517', 1800),
  ('esp32-devkit-v1', '8517', 1800),
  ('heltec-wifi-lora-32-v2', '8517', 1800),
  ('raspberry-pi-4-model-b-4gb', '8471', 1800),
  ('raspberry-pi-4-model-b-8gb', '8471', 1800),
  ('calliope-mini-education-board', '8542', 1800),
  ('arduino-uno-starter-kit', '9023', 1800),
  ('hc-sr04-ultrasonic-sensor', '9031', 1800),
  ('dht22-temperature-humidity-sensor', '9031', 1800),
  ('dht11-temperature-humidity-module', '9031', 1800),
  ('ds18b20-temperature-sensor', '9031', 1800),
  ('ds18b20-waterproof-probe', '9031', 1800),
  ('pir-motion-sensor-hc-sr501', '8541', 1800),
  ('mq3-alcohol-sensor-module', '9031', 1800),
  ('mq2-gas-smoke-sensor-module', '9031', 1800),
  ('soil-moisture-sensor', '9031', 1800),
  ('ir-obstacle-sensor-fc51', '8541', 1800),
  ('ldr-photoresistor-pack-10', '8541', 1800),
  ('mpu6050-gy521-module', '9031', 1800),
  ('lm393-speed-sensor-module', '8541', 1800),
  ('rotary-encoder-e6b2-600ppr', '9031', 1800),
  ('limit-switch-module', '8536', 1800),
  ('l298n-motor-driver-module', '8542', 1800),
  ('l293d-motor-driver-ic', '8542', 1800),
  ('l293d-motor-driver-shield', '8542', 1800),
  ('sg90-micro-servo-9g', '8501', 1800),
  ('mg90s-metal-gear-micro-servo', '8501', 1800),
  ('mg995-high-torque-servo', '8501', 1800),
  ('stepper-28byj48-uln2003', '8501', 1800),
  ('uln2003a-darlington-ic-pack-5', '8542', 1800),
  ('nema17-stepper-motor-17hs4401', '8501', 1800),
  ('a4988-stepper-driver-module', '8542', 1800),
  ('bo-gear-motor-dual-shaft', '8501', 1800),
  ('talon-srx-motor-controller', '8542', 1800),
  ('hc-05-bluetooth-module', '8517', 1800),
  ('nrf24l01-wireless-transceiver', '8517', 1800),
  ('nrf24l01-pa-lna-antenna', '8517', 1800),
  ('rf-433mhz-transmitter-receiver-pair', '8517', 1800),
  ('sim800l-gsm-gprs-module', '8517', 1800),
  ('esp-01-esp8266-wifi-module', '8517', 1800),
  ('id-12la-rfid-reader-125khz', '8517', 1800),
  ('lcd-16x2-blue-backlight', '8524', 1800),
  ('lcd-16x2-i2c', '8524', 1800),
  ('graphic-lcd-128x64', '8524', 1800),
  ('oled-096-i2c-ssd1306', '8524', 1800),
  ('oled-066-shield-wemos-d1-mini', '8524', 1800),
  ('led-dot-matrix-8x8-red', '8531', 1800),
  ('max7219-8x8-dot-matrix-module', '8531', 1800),
  ('seven-segment-display-pack-5', '8531', 1800),
  ('seven-segment-4-digit-display', '8531', 1800),
  ('tm1637-4-digit-display-module', '8531', 1800),
  ('battery-9v-pack-2', '8506', 1800),
  ('battery-holder-2xaa', '8536', 1800),
  ('battery-holder-4xaaa-switch', '8536', 1800),
  ('breadboard-power-supply-mb102', '8504', 1800),
  ('hlk-pm01-ac-dc-5v-module', '8504', 1800),
  ('lipo-battery-3-7v-1100mah', '8507', 1800),
  ('lipo-battery-3s-2200mah-25c', '8507', 1800),
  ('lm2596-buck-converter-module', '8504', 1800),
  ('lm7805-voltage-regulator-pack-5', '8542', 1800),
  ('breadboard-830-point', '8536', 1800),
  ('breadboard-mini-170-pack-2', '8536', 1800),
  ('breadboard-830-with-jumper-wires', '8536', 1800),
  ('resistor-kit-600-pcs', '8533', 1800),
  ('resistor-220-ohm-pack-100', '8533', 1800),
  ('ceramic-capacitor-kit-300-pcs', '8532', 1800),
  ('electrolytic-capacitor-kit-120-pcs', '8532', 1800),
  ('led-5mm-assorted-pack-100', '8541', 1800),
  ('rgb-led-common-anode-pack-10', '8541', 1800),
  ('potentiometer-10k-pack-5', '8533', 1800),
  ('tactile-push-button-pack-20', '8536', 1800),
  ('relay-module-5v-1-channel', '8536', 1800),
  ('relay-shield-wemos-d1-mini', '8536', 1800),
  ('thumb-joystick-module', '8536', 1800),
  ('2wd-smart-robot-car-chassis-kit', '9023', 1800),
  ('4wd-robot-car-chassis-kit', '9023', 1800),
  ('line-follower-robot-kit', '9023', 1800),
  ('obstacle-avoiding-robot-kit', '9023', 1800),
  ('bluetooth-controlled-robot-car-kit', '9023', 1800),
  ('robotic-arm-4dof-acrylic-kit', '9023', 1800),
  ('self-balancing-robot-kit', '9023', 1800),
  ('f450-quadcopter-frame-kit', '8807', 1800),
  ('f450-quadcopter-combo-kit-apm', '8806', 500),
  ('apm-2-8-flight-controller', '8807', 1800)
) AS v("id", "hsn", "rate") WHERE p."id" = v."id";--> statement-breakpoint
-- An order line keeps the tax data of its product when it was sold; lines of products gone since get the
-- defaults (8543 at 18 %).
ALTER TABLE "order_lines" ADD COLUMN "hsn" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gst_rate_bp" integer;--> statement-breakpoint
UPDATE "order_lines" l SET "hsn" = p."hsn", "gst_rate_bp" = p."gst_rate_bp" FROM "products" p WHERE p."id" = l."product_id";--> statement-breakpoint
UPDATE "order_lines" SET "hsn" = '8543', "gst_rate_bp" = 1800 WHERE "hsn" IS NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "hsn" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "gst_rate_bp" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_issue_date_idx" ON "invoices" USING btree ("issue_date");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_purchase" CHECK (("orders"."gstin" is null) = ("orders"."business_name" is null));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_valid" CHECK ("products"."hsn" ~ '^[0-9]{4}([0-9]{2}){0,2}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_valid" CHECK ("products"."gst_rate_bp" in ('0','25','300','500','1800','4000'));--> statement-breakpoint
-- Documents are law: an invoice is stored as issued and never changes (Rule 46; the same goes for credit
-- notes). The audit log's rule, for documents.
CREATE FUNCTION "tax_documents_are_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is a tax document as issued: it cannot be changed or deleted', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "invoices_are_final" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "tax_documents_are_final"();--> statement-breakpoint
CREATE TRIGGER "invoices_not_truncated" BEFORE TRUNCATE ON "invoices" FOR EACH STATEMENT EXECUTE FUNCTION "tax_documents_are_final"();
