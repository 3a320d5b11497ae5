import { useRef } from "react";

/**
 * The server lists cart lines by last change, so pressing + would move a line to the bottom.
 * Keep the order in which lines first appeared on this page; new lines go last.
 */
export function useStableOrder<T extends { _id: string }>(items: T[]): T[] {
  const order = useRef<string[]>([]);
  for (const item of items) if (!order.current.includes(item._id)) order.current.push(item._id);
  const position = (id: string) => order.current.indexOf(id);
  return [...items].sort((a, b) => position(a._id) - position(b._id));
}
