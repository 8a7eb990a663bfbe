/**
 * The PostgreSQL advisory lock under which an API process creates, migrates and seeds the
 * database (any constant, shared by every process of the shop): APIs take it to prepare the
 * database one after the other, workers take it shared to read the schema only once no API is
 * changing it.
 */
export const MIGRATION_LOCK = 7_340_021;
