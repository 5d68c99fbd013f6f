CREATE TABLE "live_plan_sets" (
	"operator" varchar(40) NOT NULL,
	"circle" varchar(60) NOT NULL,
	"plans" jsonb NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_plan_sets_operator_circle_pk" PRIMARY KEY("operator","circle")
);
