import { z } from "zod";

export const productResponse = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  discount: z.number(),
  salePrice: z.number(),
  image: z.array(z.string()),
  category: z.string(),
  stock: z.number(),
  bestSeller: z.boolean(),
  rating: z.number(),
  reviews: z.number(),
});
