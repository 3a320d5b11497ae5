import type { ReactNode } from "react";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { useSession } from "~/src/web/shop/session";
import { LoginPrompt } from "./login-prompt";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("auth.gate", { loading: "Loading" });

interface SessionGateProps {
  /** Heading and text of the prompt visitors see instead of the page. */
  title: string;
  message: string;
  children: ReactNode;
}

/**
 * Token pages render on the client: a skeleton until the stored token was read (no flash of
 * "log in"), a login prompt for visitors (§6: no redirect), the page for logged-in users.
 */
export function SessionGate({ title, message, children }: SessionGateProps) {
  const { token, ready } = useSession();
  const t = useT();
  if (!ready) {
    return <SkeletonStack label={t(text.loading)} count={3} itemClassName="h-28 rounded-xl" />;
  }
  if (!token) return <LoginPrompt title={title} message={message} />;
  return <>{children}</>;
}
