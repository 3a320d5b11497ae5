import { Link } from "~/src/web/lib/localized-router";
import { UserIcon } from "~/src/web/components/icons";
import { buttonClasses } from "~/src/web/components/ui/button";
import { EmptyState } from "~/src/web/components/ui/empty-state";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("auth.prompt", { login: "Login", createAccount: "Create an account" });

interface LoginPromptProps {
  title: string;
  message: string;
}

/** What a visitor sees on a page that needs an account (§6: no redirect, a friendly way in). */
export function LoginPrompt({ title, message }: LoginPromptProps) {
  const t = useT();
  return (
    <EmptyState icon={<UserIcon width={28} height={28} />} title={title} message={message}>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/login" className={buttonClasses({ className: "shadow-sm" })}>
          {t(text.login)}
        </Link>
        <Link to="/login?mode=signup" className={buttonClasses({ variant: "secondary" })}>
          {t(text.createAccount)}
        </Link>
      </div>
    </EmptyState>
  );
}
