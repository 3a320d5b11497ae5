/**
 * How deeply a JSON body may nest. The API's deepest body is three levels (an order's items); 32 leaves
 * room for any client. Deeper bodies parse (JSON.parse does not recurse) but later steps do — hashing a
 * body for its Idempotency-Key, storing it as jsonb — and would fail with a stack overflow, a 500.
 */
export const MAX_BODY_DEPTH = 32;

/** Whether `value` nests objects or arrays more than `limit` levels deep; walks without recursion. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (current === null || typeof current !== "object") continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(current)) pending.push({ value: child, depth: depth + 1 });
  }
  return false;
}
