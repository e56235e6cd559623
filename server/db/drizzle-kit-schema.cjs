// drizzle-kit reads tables from a module's top-level exports. The resource tables are derived at
// run time from src/schema/resources, so this file hands drizzle-kit the foundation tables, the
// derived ones and the contract's own rows as one flat set of exports.
module.exports = {
  ...require('./schema.ts'),
  ...require('./resource-tables.ts').derivedTables,
  ...require('./contract-tables.ts'),
  ...require('./billing-tables.ts'),
  ...require('./offer-tables.ts'),
};
