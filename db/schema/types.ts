import { customType } from 'drizzle-orm/pg-core';

/** Full-text search document (generated column); never written by the app. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});
