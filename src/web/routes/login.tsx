import { useSearchParams } from "react-router";
import { useNavigate } from "~/src/web/lib/localized-router";
import { AuthCard } from "~/src/web/features/auth/auth-card";
import { AuthForm } from "~/src/web/features/auth/auth-form";
import { LoggedInNote } from "~/src/web/features/auth/logged-in-note";
import { useSession } from "~/src/web/shop/session";
import type { Route } from "./+types/login";
import { Skeleton, SkeletonGroup } from "~/src/web/components/ui/skeleton";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useT } from "~/src/web/lib/i18n";

const text = defineMessages("loginPage", {
  metaTitle: "Login or Sign Up | Tinkerwala",
  metaDescription: "Log in to your Tinkerwala account or create one to order electronic components and kits with cash on delivery.",
  loading: "Loading",
});

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }, { name: "robots", content: "noindex" }];
};

/**
 * Where to go after logging in: a page of this shop that sent the visitor here (a product's "Log in to write a
 * review"), else "/". Only a path of this site is followed, never another origin ("//evil.example", "/\\evil").
 */
function returnPath(redirect: string | null): string {
  return redirect && /^\/(?![/\\])/.test(redirect) ? redirect : "/";
}

export default function LoginPage() {
  const { token, ready, login } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const t = useT();

  const onAuthenticated = (newToken: string) => {
    login(newToken);
    navigate(returnPath(params.get("redirect"))); // §4: login or sign up redirects to / unless a page asked to come back.
  };

  return (
    <AuthCard>
      {!ready ? (
        <SkeletonGroup label={t(text.loading)} className="space-y-4">
          <Skeleton className="h-8 w-32 rounded" />
          <Skeleton tone="light" className="h-10 rounded-lg" />
          <Skeleton tone="light" className="h-10 rounded-lg" />
          <Skeleton className="h-11 rounded-lg" />
        </SkeletonGroup>
      ) : token ? (
        <LoggedInNote />
      ) : (
        <AuthForm initialMode={params.get("mode") === "signup" ? "signup" : "login"} onAuthenticated={onAuthenticated} />
      )}
    </AuthCard>
  );
}
