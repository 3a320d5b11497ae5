import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PRODUCT_SORTS, PRODUCTS_MAX_PAGE_SIZE, PRODUCTS_PAGE_SIZE } from "~/src/core/constants";
import { facetParamPairs, readFacetFilters } from "~/src/core/facets";
import {
  categoryListSchema,
  productDetailSchema,
  productListSchema,
  productPageResponseSchema,
  productSuggestionsSchema,
} from "~/src/core/shapes/product";
import { SENDS_KEPT_ANSWERS } from "~/src/server/cache/cached-answer";
import { sendCachedJson } from "~/src/server/cache/register-catalog-cache";
import type { Db } from "~/src/server/db/client";
import { NOT_FOUND, refuse } from "~/src/server/refusal";
import { SPEC_CALL } from "~/src/server/http/schemas";
import { getProductsByIds } from "~/src/server/shared/products";
import { getProduct, listAllProducts, listCategories, queryProducts, relatedProducts, suggestProducts } from "./catalog.service";
import { facetQuerySchema } from "./facet-query";

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get("/api/product/list", { ...SENDS_KEPT_ANSWERS, config: SPEC_CALL, schema: { response: { 200: productListSchema } } }, (request, reply) =>
    sendCachedJson(request, reply, async () => ({ success: true as const, products: await listAllProducts(db) })),
  );

  app.get("/api/category/all", { ...SENDS_KEPT_ANSWERS, config: SPEC_CALL, schema: { response: { 200: categoryListSchema } } }, (request, reply) =>
    sendCachedJson(request, reply, async () => ({
      success: true as const,
      categories: await listCategories(db),
    })),
  );

  app.get(
    "/api/products",
    {
      ...SENDS_KEPT_ANSWERS,
      schema: {
        querystring: z.object({
          category: z.string().trim().max(100).optional(),
          ids: z
            .string()
            .max(5000)
            .transform((value) =>
              value
                .split(",")
                .map((id) => id.trim())
                .filter(Boolean),
            )
            .pipe(z.array(z.string()).max(50, "ids may list at most 50 products"))
            .optional(),
          q: z.string().max(100, "q must be at most 100 characters").optional(),
          sort: z.enum(PRODUCT_SORTS, { message: `sort must be one of ${PRODUCT_SORTS.join(", ")}` }).default("relevance"),
          page: z.coerce
            .number({ message: "page must be a number" })
            .int("page must be a whole number")
            .min(1, "page must be 1 or more")
            .max(100000)
            .default(1),
          limit: z.coerce
            .number({ message: "limit must be a number" })
            .int("limit must be a whole number")
            .min(1, "limit must be 1 or more")
            .max(PRODUCTS_MAX_PAGE_SIZE, `limit must be at most ${PRODUCTS_MAX_PAGE_SIZE}`)
            .default(PRODUCTS_PAGE_SIZE),
          ...facetQuerySchema,
        }),
        response: { 200: productPageResponseSchema },
      },
    },
    (request, reply) => {
      const { ids, category, q, sort, page, limit } = request.query;
      // The schema has checked every value; this puts them in one order and drops repeats.
      const { filters } = readFacetFilters((name) => request.query[name] ?? []);
      // Kept under the query as understood, so `interface=SPI&interface=I2C`, its reverse and a stray tracking
      // parameter share one answer.
      const key = `json /api/products ${JSON.stringify({ ids, category, q, sort, page, limit, filters: facetParamPairs(filters) })}`;
      return sendCachedJson(
        request,
        reply,
        async () => {
          // ?ids=a,b,c returns exactly those products in that order (recently viewed, kit selection).
          if (ids) {
            const found = await getProductsByIds(db, ids);
            return { success: true as const, products: found, total: found.length, page: 1, pages: 1, limit: ids.length, facets: [] };
          }
          const result = await queryProducts(db, { category, q, sort, page, limit, filters, withFacets: true }, app.catalogCache);
          return { success: true as const, ...result, facets: result.facets ?? [] };
        },
        key,
      );
    },
  );

  app.get(
    "/api/products/suggest",
    {
      ...SENDS_KEPT_ANSWERS,
      schema: {
        querystring: z.object({ q: z.string().max(100, "q must be at most 100 characters").default("") }),
        response: { 200: productSuggestionsSchema },
      },
    },
    (request, reply) =>
      sendCachedJson(request, reply, async () => ({ success: true as const, ...(await suggestProducts(db, request.query.q, app.catalogCache)) })),
  );

  app.get(
    "/api/products/:id",
    {
      ...SENDS_KEPT_ANSWERS,
      schema: {
        params: z.object({ id: z.string().max(200) }),
        response: { 200: productDetailSchema },
      },
    },
    (request, reply) =>
      sendCachedJson(request, reply, async () => {
        const product = await getProduct(db, request.params.id);
        if (!product) throw refuse.notFound(NOT_FOUND.product);
        return { success: true as const, product, related: await relatedProducts(db, product) };
      }),
  );
};
