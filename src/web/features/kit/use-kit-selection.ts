import { useCallback, useEffect, useState } from "react";
import { toast } from "~/src/web/lib/toast";
import { KIT_MAX_ITEMS } from "~/src/core/constants";
import { toggleKitProduct } from "~/src/core/kit";
import { useT } from "~/src/web/lib/i18n";
import { kitRulesText } from "./kit-text";
import { readKitSelection, writeKitSelection } from "./kit-storage";

/**
 * The kit selection (product ids in the order they were picked), restored from localStorage
 * after hydration and written back on every change. A refused 21st item shows the §5 message.
 */
export function useKitSelection() {
  const [selection, setSelection] = useState<string[]>([]);
  const [restored, setRestored] = useState(false);
  const t = useT();

  useEffect(() => {
    setSelection(readKitSelection());
    setRestored(true);
  }, []);

  useEffect(() => {
    if (restored) writeKitSelection(selection);
  }, [selection, restored]);

  const toggle = useCallback(
    (productId: string): boolean => {
      const result = toggleKitProduct(selection, productId);
      if (!result.ok) {
        toast.error(t(kitRulesText.tooMany, { max: KIT_MAX_ITEMS }), { id: "kit-limit" });
        return false;
      }
      setSelection(result.selection);
      return true;
    },
    [selection, t],
  );

  /** Drops ids the catalog no longer offers (gone or out of stock) and anything past the limit. */
  const retain = useCallback((keep: (id: string) => boolean) => {
    setSelection((current) => {
      const next = current.filter(keep).slice(0, KIT_MAX_ITEMS);
      return next.length === current.length ? current : next;
    });
  }, []);

  const clear = useCallback(() => {
    setSelection([]);
    writeKitSelection([]);
  }, []);

  return { selection, restored, toggle, retain, clear };
}
