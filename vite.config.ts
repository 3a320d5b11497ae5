import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
// eslint-disable-next-line no-restricted-imports -- Vite loads its config before the ~ alias exists
import { compiledMessages } from "./scripts/vite-plugin-messages.mjs";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [compiledMessages(), tailwindcss(), reactRouter()],
  resolve: { alias: { "~": import.meta.dirname } },
  // The catalog pictures are served by the shop from public/ directly; no need to copy 2 MB per build.
  publicDir: false,
  // The storefront's server build compiles these in rather than loading them from node_modules at every
  // start: date-fns's index re-exports some 250 modules for the three functions the pages use, and zod's
  // 80 files cost about 0.08 s. The compiled server (build/server/shop.js) has its own zod; the two copies
  // never meet: the storefront hands the server plain values, and the API document has its own registry
  // (src/core/shapes/api.ts).
  ssr: { noExternal: ["date-fns", "zod"] },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            // A page's first load was 30+ small files; on a phone over HTTP/1.1 each costs a round trip
            // (Lighthouse's slow 4G: 150 ms). React, React Router and TanStack Query (the root uses it) go
            // into one file, the site chrome and the product-card pieces nearly every page shows into
            // another; the rest stays split per route. Only the client build: the server needs no chunks.
            // A group takes its modules' imports along, so "shop" names only modules without heavy ones
            // (no forms, no zod).
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack)[\\/]/, priority: 2 },
                {
                  // The chrome (header, menus, footer) and the product card pieces of the catalog pages; not the
                  // header's search panel, which loads when it opens, nor the pagination only lists use,
                  // nor the 404 page's content (the root loads it when a page is not found).
                  name: "shop",
                  test: /src[\\/]web[\\/](components[\\/](layout[\\/](?!header-search|search-suggestions|use-search-suggestions)|ui[\\/]|icons|product-|price|rating-stars|breadcrumbs|quick-links-bar)|shop[\\/]|lib[\\/](api|format|query-keys|toast))/,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));
