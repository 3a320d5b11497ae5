import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteError, useRouteLoaderData } from "react-router";
import { DEFAULT_DELIVERY_FEE_RUPEES } from "~/src/core/constants";
import type { PublicShop } from "~/src/core/shapes/shop";
import type { Route } from "./+types/root";
import "./app.css";
import { SiteChrome } from "~/src/web/components/layout/site-chrome";
import { NotFoundContent } from "~/src/web/components/not-found-content";
import { Toaster } from "~/src/web/components/toaster";
import { buttonClasses } from "~/src/web/components/ui/button";
import "~/src/web/lib/load-context";
import { SessionProvider } from "~/src/web/shop/session";
import { ShopSettingsProvider } from "~/src/web/shop/settings";

export async function loader({ context }: Route.LoaderArgs) {
  const shop = await context.storefront.getShop();
  return { deliveryFee: shop.deliveryFee, shop };
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1266c2" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Providers({ children, deliveryFee, shop }: { children: ReactNode; deliveryFee: number; shop: PublicShop | null }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <ShopSettingsProvider deliveryFee={deliveryFee} shop={shop}>
        <SessionProvider>
          {children}
          <Toaster />
        </SessionProvider>
      </ShopSettingsProvider>
    </QueryClientProvider>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // The staff area has its own frame (src/web/admin); the shop's header and footer would crowd a phone.
  const staffArea = /^\/admin(\/|$)/.test(useLocation().pathname);
  return (
    <Providers deliveryFee={loaderData.deliveryFee} shop={loaderData.shop}>
      {staffArea ? (
        <Outlet />
      ) : (
        <SiteChrome>
          <Outlet />
        </SiteChrome>
      )}
    </Providers>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <Providers deliveryFee={data?.deliveryFee ?? DEFAULT_DELIVERY_FEE_RUPEES} shop={data?.shop ?? null}>
      <SiteChrome>
        {notFound ? (
          <NotFoundContent />
        ) : (
          <main className="mx-auto max-w-2xl px-4 py-20 text-center">
            <title>Something went wrong | Tinkerwala</title>
            <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
            <p className="mt-3 text-slate-600">Please reload the page. If it keeps happening, write to us from the Contact page.</p>
            <a href="/" className={buttonClasses({ className: "mt-6" })}>
              Go to the home page
            </a>
          </main>
        )}
      </SiteChrome>
    </Providers>
  );
}
