import { useNavigate, useSearchParams } from "react-router";
import { AuthBenefits } from "../features/auth/auth-benefits";
import { AuthForm } from "../features/auth/auth-form";
import { LoggedInNote } from "../features/auth/logged-in-note";
import { useSession } from "../shop/session";
import type { Route } from "./+types/login";
import { Skeleton, SkeletonGroup } from "../components/ui/skeleton";

export const meta: Route.MetaFunction = () => [
  { title: "Login or Sign Up | Tinkerwala" },
  { name: "description", content: "Log in to your Tinkerwala account or create one to order electronic components and kits with cash on delivery." },
  { name: "robots", content: "noindex" },
];

export default function LoginPage() {
  const { token, ready, login } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const onAuthenticated = (newToken: string) => {
    login(newToken);
    navigate("/"); // §4: login or sign up redirects to /.
  };

  return (
    <main className="px-4 py-10 sm:py-16">
      <div className="mx-auto grid max-w-4xl overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:grid-cols-2">
        <AuthBenefits />
        <div className="p-6 sm:p-10">
          {!ready ? (
            <SkeletonGroup label="Loading" className="space-y-4">
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
        </div>
      </div>
    </main>
  );
}
