import { AuthCard } from "~/src/web/features/auth/auth-card";
import { ForgotPasswordForm } from "~/src/web/features/auth/forgot-password-form";
import type { Route } from "./+types/forgot-password";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator } from "~/src/web/lib/i18n";

const text = defineMessages("forgotPasswordPage", { metaTitle: "Forgot your password? | Tinkerwala" });

export const meta: Route.MetaFunction = (args) => [{ title: metaTranslator(args)(text.metaTitle) }, { name: "robots", content: "noindex" }];

export default function ForgotPasswordPage() {
  return (
    <AuthCard>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
