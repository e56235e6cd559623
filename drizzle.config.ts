import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/drizzle-kit-schema.cjs',
  out: './server/db/migrations',
});
