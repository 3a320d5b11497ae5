import type { CartResponse } from "~/src/core/shapes/cart";
import type { CartAddManyBody, PartsListMatchResponse } from "~/src/core/shapes/parts-list";
import { apiCall } from "~/src/web/lib/api";

/** The list as pasted text, or a CSV file (sent as multipart in the field `file`). */
export type PartsListSource = { text: string } | { file: File };

export function matchPartsList(source: PartsListSource): Promise<PartsListMatchResponse> {
  if ("file" in source) {
    const form = new FormData();
    form.append("file", source.file);
    return apiCall<PartsListMatchResponse>("/api/parts-list/match", { method: "POST", body: form });
  }
  return apiCall<PartsListMatchResponse>("/api/parts-list/match", { method: "POST", body: { text: source.text } });
}

/** All the lines at once, or none (the server refuses the whole call, naming the product). */
export function addLinesToCart(token: string, items: CartAddManyBody["items"]): Promise<CartResponse> {
  return apiCall<CartResponse>("/api/cart/add-many", { method: "POST", token, body: { items } satisfies CartAddManyBody });
}
