import { StockAlertLink, stockAlertText } from "~/src/web/features/stock-alerts/stock-alert-link";
import { metaTranslator } from "~/src/web/lib/i18n";
import type { Route } from "./+types/stock-alert-confirm";

export const meta: Route.MetaFunction = (args) => [
  { title: metaTranslator(args)(stockAlertText.metaConfirm) },
  { name: "robots", content: "noindex" },
];

export default function StockAlertConfirmPage() {
  return <StockAlertLink action="confirm" />;
}
