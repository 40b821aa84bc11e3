-- The operators' single 'admin' role becomes the owner's: the one operator role with every
-- back-office power (contract/permissions.ts); the narrower roles are given by the owner.
UPDATE "users" SET "roles" = array_replace("roles", 'admin', 'owner') WHERE 'admin' = ANY("roles");
