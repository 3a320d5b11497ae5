import type { ReactNode } from "react";
import { EmptyState } from "~/src/web/components/ui/empty-state";
import { useAdminUser } from "./admin-user";

/** Staff who open an owner's page by its address get a clear answer, not a page of 403s. */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const user = useAdminUser();
  if (user.role !== "owner")
    return <EmptyState title="Only the owner can open this page." message="Ask the shop's owner if you need something changed here." />;
  return <>{children}</>;
}
