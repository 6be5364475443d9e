CREATE TABLE "discount_code_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discount_code_id" uuid NOT NULL,
	"email" text NOT NULL,
	"order_id" uuid,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "once_per_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "min_subtotal_cents" integer;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_code_uses_code_email_idx" ON "discount_code_uses" USING btree ("discount_code_id","email");--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_max_uses_check" CHECK ("discount_codes"."max_uses" is null or "discount_codes"."max_uses" >= 1);--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_min_subtotal_check" CHECK ("discount_codes"."min_subtotal_cents" is null or "discount_codes"."min_subtotal_cents" >= 0);