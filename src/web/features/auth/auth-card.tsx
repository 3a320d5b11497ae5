import type { ReactNode } from "react";
import { AuthBenefits } from "./auth-benefits";

/** The frame of the login, sign-up and password pages: the shop's promises beside the form. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <main className="px-4 py-10 sm:py-16">
      <div className="mx-auto grid max-w-4xl overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:grid-cols-2">
        <AuthBenefits />
        <div className="p-6 sm:p-10">{children}</div>
      </div>
    </main>
  );
}
