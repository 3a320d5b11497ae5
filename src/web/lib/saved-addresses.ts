import type { QueryFunctionContext } from "@tanstack/react-query";
import type { SavedAddress, SavedAddressList } from "~/src/core/shapes/address";
import { apiCall } from "~/src/web/lib/api";
import { queryKeys } from "~/src/web/lib/query-keys";

/**
 * The user's saved addresses (GET /api/user/addresses) as one query, whoever reads them: the checkout's picker
 * (components/saved-address-picker.tsx) and the PIN check's prefill share the cached list. A plain object rather
 * than TanStack's queryOptions(), which would add to the framework file every page loads.
 */
export const savedAddressesQuery = (token: string | null) => ({
  queryKey: queryKeys.addresses.mine(token),
  queryFn: ({ signal }: QueryFunctionContext): Promise<SavedAddress[]> =>
    apiCall<SavedAddressList>("/api/user/addresses", { token, signal }).then((data) => data.addresses),
  staleTime: 30_000,
});
