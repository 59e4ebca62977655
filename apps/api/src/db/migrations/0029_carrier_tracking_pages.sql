-- A carrier's tracking page, « {numero} » standing for a parcel's number: a shipped order's link when the shop gives its number alone.
ALTER TABLE "carriers" ADD COLUMN "tracking_url" text;