import type { ReactNode } from "react";

// Placeholder: the shared chrome (promo strip, header, drawer, footer) is built in issue 3.
export function SiteChrome({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
