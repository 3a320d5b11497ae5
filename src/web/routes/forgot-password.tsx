import { AuthCard } from "~/src/web/features/auth/auth-card";
import { ForgotPasswordForm } from "~/src/web/features/auth/forgot-password-form";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [{ title: "Forgot your password? | Tinkerwala" }, { name: "robots", content: "noindex" }];

export default function ForgotPasswordPage() {
  return (
    <AuthCard>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
