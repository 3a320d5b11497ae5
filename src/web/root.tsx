import type { Messages } from "@lingui/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useState, type ReactNode } from "react";
import {
  type ShouldRevalidateFunctionArgs,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { DEFAULT_DELIVERY_FEE_RUPEES } from "~/src/core/constants";
import type { PublicShop } from "~/src/core/shapes/shop";
import type { Route } from "./+types/root";
import "./app.css";
import { SiteChrome } from "~/src/web/components/layout/site-chrome";
import { Toaster } from "~/src/web/components/toaster";
import "~/src/web/lib/load-context";
import { SessionProvider } from "~/src/web/shop/session";
import { LanguageAlternates } from "~/src/web/components/language-alternates";
import { LanguageProvider, languageOfPath } from "~/src/web/lib/i18n";
import { ShopSettingsProvider } from "~/src/web/shop/settings";

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const [shop, messages, font] = await Promise.all([
    context.storefront.getShop(),
    language === "hi" ? context.storefront.hindiPageMessages(url.pathname) : null,
    language === "hi" ? context.storefront.hindiFont() : null,
  ]);
  // Hindi pages get their share of the compiled Hindi catalog as data; English pages need none (src/web/lib/i18n.tsx).
  return { deliveryFee: shop.deliveryFee, shop, language, origin: url.origin, messages, font };
}

/**
 * The root's data (shop, language, catalog) changes with the language; a Hindi page also carries only its own
 * messages, so another Hindi page asks for its own. Other navigations (a filter, a sort) keep it.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate, formMethod }: ShouldRevalidateFunctionArgs) {
  if (languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname)) return true;
  if (languageOfPath(nextUrl.pathname) === "hi" && currentUrl.pathname !== nextUrl.pathname) return true;
  return formMethod ? defaultShouldRevalidate : false;
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const language = languageOfPath(pathname);
  const staffArea = /^\/admin(\/|$)/.test(pathname);
  const data = useRouteLoaderData<typeof loader>("root");
  const origin = data?.origin ?? "";
  return (
    <html lang={language === "hi" ? "hi" : "en-IN"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1266c2" />
        <Meta />
        <Links />
        {staffArea ? null : <LanguageAlternates origin={origin} pathname={pathname} search={search} />}
        {language === "hi" && data?.font ? (
          <>
            <link rel="preload" href={data.font.preload} as="font" type="font/woff2" crossOrigin="anonymous" />
            <style>{data.font.css}</style>
          </>
        ) : null}
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

interface ProvidersProps {
  children: ReactNode;
  deliveryFee: number;
  shop: PublicShop | null;
  /** The compiled Hindi catalog from the root loader (serialized, hence unknown here). */
  messages: unknown;
}

function Providers({ children, deliveryFee, shop, messages }: ProvidersProps) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }));
  const language = languageOfPath(useLocation().pathname);
  return (
    <LanguageProvider language={language} messages={language === "hi" ? (messages as Messages | null) : null}>
      <QueryClientProvider client={queryClient}>
        <ShopSettingsProvider deliveryFee={deliveryFee} shop={shop}>
          <SessionProvider>
            {children}
            <Toaster />
          </SessionProvider>
        </ShopSettingsProvider>
      </QueryClientProvider>
    </LanguageProvider>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // The staff area has its own frame (src/web/admin); the shop's header and footer would crowd a phone.
  const staffArea = /^\/admin(\/|$)/.test(useLocation().pathname);
  return (
    <Providers deliveryFee={loaderData.deliveryFee} shop={loaderData.shop} messages={loaderData.messages}>
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

// What an error shows loads when an error happens: no page's first load carries it.
const NotFoundContent = lazy(() => import("~/src/web/components/not-found-content").then(({ NotFoundContent }) => ({ default: NotFoundContent })));
const SomethingWentWrong = lazy(() =>
  import("~/src/web/components/something-went-wrong").then(({ SomethingWentWrong }) => ({ default: SomethingWentWrong })),
);

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <Providers deliveryFee={data?.deliveryFee ?? DEFAULT_DELIVERY_FEE_RUPEES} shop={data?.shop ?? null} messages={data?.messages ?? null}>
      <SiteChrome>
        <Suspense fallback={null}>{notFound ? <NotFoundContent /> : <SomethingWentWrong />}</Suspense>
      </SiteChrome>
    </Providers>
  );
}
