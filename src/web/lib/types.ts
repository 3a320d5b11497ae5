/** Shapes of the API as the storefront reads them (see the README's API section). */
import type { ProductView } from "../../core/product";

export type { ProductView };

/** A product as cards and lists show it: everything but the long description. */
export type ProductCardData = Omit<ProductView, "description">;

export interface ProductPage {
  products: ProductCardData[];
  total: number;
  page: number;
  pages: number;
  limit: number;
}

export interface Address {
  _id?: string;
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  phone: string;
}

export interface BlogPost {
  _id: string;
  title: string;
  image: string;
  date: string;
  readTime: string;
  excerpt: string;
  category: string;
  tags: string[];
  author: string;
  content: string;
}
