import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./src/server/db/schema.ts",
    "./src/server/db/schema-staff.ts",
    "./src/server/db/schema-idempotency.ts",
    "./src/server/db/schema-security.ts",
    "./src/server/db/schema-mail.ts",
    "./src/server/db/schema-documents.ts",
    "./src/server/db/schema-returns.ts",
    "./src/server/db/schema-quotes.ts",
    "./src/server/db/schema-reviews.ts",
    "./src/server/db/schema-files.ts",
    "./src/server/db/schema-search.ts",
  ],
  out: "./src/server/db/migrations",
});
