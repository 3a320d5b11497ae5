import type { StorefrontContext } from "~/src/server/web/storefront-context";

declare module "react-router" {
  interface AppLoadContext {
    /** In-process reads for server loaders (see src/server/web/storefront-context.ts). */
    storefront: StorefrontContext;
  }
}

export {};
