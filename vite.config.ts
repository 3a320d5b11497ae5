import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "src/web") } },
  // The catalog pictures are served by the shop from public/ directly; no need to copy 2 MB per build.
  publicDir: false,
});
