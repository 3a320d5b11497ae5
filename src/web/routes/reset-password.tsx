import { useSearchParams } from "react-router";
import { useNavigate } from "~/src/web/lib/localized-router";
import { toast } from "~/src/web/lib/toast";
import { AuthCard } from "~/src/web/features/auth/auth-card";
import { ResetPasswordForm } from "~/src/web/features/auth/reset-password-form";
import { useSession } from "~/src/web/shop/session";
import type { Route } from "./+types/reset-password";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useT } from "~/src/web/lib/i18n";

const text = defineMessages("resetPasswordPage", {
  metaTitle: "Choose a new password | Tinkerwala",
  changed: "Your password has been changed. You are logged in.",
});

export const meta: Route.MetaFunction = (args) => [
  { title: metaTranslator(args)(text.metaTitle) },
  { name: "robots", content: "noindex" },
  // The token is in this page's address: never send it on to another site.
  { name: "referrer", content: "no-referrer" },
];

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const { login } = useSession();
  const navigate = useNavigate();
  const t = useT();
  return (
    <AuthCard>
      <ResetPasswordForm
        token={params.get("token") ?? ""}
        onReset={(sessionToken) => {
          login(sessionToken);
          toast.success(t(text.changed));
          navigate("/profile", { replace: true });
        }}
      />
    </AuthCard>
  );
}
