DROP INDEX "offers_active_type_bumped_idx";--> statement-breakpoint
DROP INDEX "offers_active_root_idx";