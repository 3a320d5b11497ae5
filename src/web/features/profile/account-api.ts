import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Address, AddressSaved } from "~/src/core/shapes/address";
import type { Account, AccountDetails, AccountUpdated } from "~/src/core/shapes/my-account";
import type { Language } from "~/src/core/language";
import { apiCall } from "~/src/web/lib/api";
import { queryKeys } from "~/src/web/lib/query-keys";
import { useSession } from "~/src/web/shop/session";

type Message = { message: string };

/** GET /api/user/me: name, e-mail and mail preference. */
export function useAccount() {
  const { token } = useSession();
  return useQuery({
    queryKey: queryKeys.account.mine(token),
    queryFn: ({ signal }) => apiCall<Account>("/api/user/me", { token, signal }).then((data) => data.user),
    enabled: Boolean(token),
  });
}

/** A change to the account whose answer carries the details as they are now (POST /api/user/me, /preferences). */
function useAccountChange<Input>(path: string) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Input) => apiCall<AccountUpdated>(path, { method: "POST", body, token }),
    onSuccess: (data) => queryClient.setQueryData<AccountDetails>(queryKeys.account.mine(token), data.user),
  });
}

export const useUpdateDetails = () => useAccountChange<{ name: string; email: string; currentPassword?: string }>("/api/user/me");
/** The language of the customer's mails and messages (issue 33): the profile call's `language`. */
export const useLanguagePreference = () => useAccountChange<{ language: Language }>("/api/user/me");

/** The account's language, where the server sends it (English otherwise, as the server's default). */
export const accountLanguage = (account: AccountDetails): Language => ((account as { language?: unknown }).language === "hi" ? "hi" : "en");
export const useMailPreference = () => useAccountChange<{ mailUpdates: boolean }>("/api/user/preferences");

export function useChangePassword() {
  const { token } = useSession();
  return useMutation({
    mutationFn: (body: { currentPassword: string; password: string }) => apiCall<Message>("/api/user/password", { method: "POST", body, token }),
  });
}

export function useDeleteAccount() {
  const { token } = useSession();
  return useMutation({
    mutationFn: (password: string) => apiCall<Message>("/api/user/delete", { method: "POST", body: { password }, token }),
  });
}

/** The address book's changes; each refreshes the list (the default may move, e.g. after a delete). */
export function useAddressBook() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses.all });
  const save = useMutation({
    mutationFn: ({ id, address }: { id?: string; address: Address }) =>
      id
        ? apiCall<AddressSaved>(`/api/user/addresses/${encodeURIComponent(id)}`, { method: "PUT", body: address, token })
        : apiCall<AddressSaved>("/api/user/address", { method: "POST", body: address, token }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiCall<Message>(`/api/user/addresses/${encodeURIComponent(id)}`, { method: "DELETE", token }),
    onSuccess: refresh,
  });
  const makeDefault = useMutation({
    mutationFn: (id: string) => apiCall<Message>(`/api/user/addresses/${encodeURIComponent(id)}/default`, { method: "POST", token }),
    onSuccess: refresh,
  });
  return { save, remove, makeDefault };
}
