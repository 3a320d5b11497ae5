import { FACET_BY_NAME, facetValueLabel, type FacetName } from "~/src/core/facets";
import { defineMessages, type Message } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

// The facets' words as src/core/facets.ts has them in English, declared again for the page's language (issue 33).
const facetNames: Record<FacetName, Message> = defineMessages("catalog.facet", {
  logic: "Logic level",
  interface: "Interface",
  voltage: "Runs at",
  type: "Part type",
});

/** Values written in words; the rest ("3.3 V", "I²C", "SPI") read the same in both languages. */
const valueNames: Partial<Record<FacetName, Record<string, Message>>> = {
  interface: defineMessages("catalog.facetInterface", { analog: "Analog" }),
  type: defineMessages("catalog.facetType", {
    "motor-driver": "Motor driver",
    "needs-driver": "Needs a motor driver",
    "power-source": "Power source",
  }),
};

/** A facet's label and its values' labels in the page's language; anything unknown as it came. */
export function useFacetWords() {
  const t = useT();
  return {
    facetLabel: (name: FacetName, fallback: string = FACET_BY_NAME[name]?.label ?? name) => {
      const message = facetNames[name] as Message | undefined;
      return message ? t(message) : fallback;
    },
    valueLabel: (name: FacetName, value: string, fallback: string = facetValueLabel(name, value)) => {
      const message = valueNames[name]?.[value];
      return message ? t(message) : fallback;
    },
  };
}
