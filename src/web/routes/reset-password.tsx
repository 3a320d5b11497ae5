import { useNavigate, useSearchParams } from "react-router";
import { toast } from "~/src/web/lib/toast";
import { AuthCard } from "~/src/web/features/auth/auth-card";
import { ResetPasswordForm } from "~/src/web/features/auth/reset-password-form";
import { useSession } from "~/src/web/shop/session";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [
  { title: "Choose a new password | Tinkerwala" },
  { name: "robots", content: "noindex" },
  // The token is in this page's address: never send it on to another site.
  { name: "referrer", content: "no-referrer" },
];

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const { login } = useSession();
  const navigate = useNavigate();
  return (
    <AuthCard>
      <ResetPasswordForm
        token={params.get("token") ?? ""}
        onReset={(sessionToken) => {
          login(sessionToken);
          toast.success("Your password has been changed. You are logged in.");
          navigate("/profile", { replace: true });
        }}
      />
    </AuthCard>
  );
}
