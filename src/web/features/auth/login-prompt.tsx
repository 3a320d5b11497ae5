import { Link } from "react-router";
import { UserIcon } from "~/src/web/components/icons";
import { buttonClasses } from "~/src/web/components/ui/button";
import { EmptyState } from "~/src/web/components/ui/empty-state";

interface LoginPromptProps {
  title: string;
  message: string;
}

/** What a visitor sees on a page that needs an account (§6: no redirect, a friendly way in). */
export function LoginPrompt({ title, message }: LoginPromptProps) {
  return (
    <EmptyState icon={<UserIcon width={28} height={28} />} title={title} message={message}>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/login" className={buttonClasses({ className: "shadow-sm" })}>
          Login
        </Link>
        <Link to="/login?mode=signup" className={buttonClasses({ variant: "secondary" })}>
          Create an account
        </Link>
      </div>
    </EmptyState>
  );
}
