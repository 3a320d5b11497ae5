/** The product as every client sees it (§3): the API's shape, money in rupees. */
export interface ProductView {
  _id: string;
  name: string;
  description: string;
  price: number;
  discount: number;
  salePrice: number;
  image: string[];
  category: string;
  stock: number;
  bestSeller: boolean;
  rating: number;
  reviews: number;
}
