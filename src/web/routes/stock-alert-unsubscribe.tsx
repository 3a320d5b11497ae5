import { StockAlertLink, stockAlertText } from "~/src/web/features/stock-alerts/stock-alert-link";
import { metaTranslator } from "~/src/web/lib/i18n";
import type { Route } from "./+types/stock-alert-unsubscribe";

export const meta: Route.MetaFunction = (args) => [
  { title: metaTranslator(args)(stockAlertText.metaUnsubscribe) },
  { name: "robots", content: "noindex" },
];

export default function StockAlertUnsubscribePage() {
  return <StockAlertLink action="unsubscribe" />;
}
