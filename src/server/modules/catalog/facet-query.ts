import { z } from "zod";
import { FACET_NAMES, facetValueMessage, facetValues, type FacetName } from "~/src/core/facets";

/**
 * GET /api/products' attribute filters: each parameter once (`logic=3.3`) or repeated (`interface=I2C&interface=SPI`,
 * any of them). A value the facet does not know is refused with the parameter's name and its known values.
 */
function facetParameter(name: FacetName) {
  const values = facetValues(name) as [string, ...string[]];
  const value = z.enum(values);
  return z
    .union([value, z.array(value).max(values.length * 2)], { error: facetValueMessage(name) })
    .transform((chosen) => [chosen].flat())
    .optional();
}

export const facetQuerySchema = Object.fromEntries(FACET_NAMES.map((name) => [name, facetParameter(name)])) as Record<
  FacetName,
  ReturnType<typeof facetParameter>
>;
