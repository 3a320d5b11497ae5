import type { ProductView } from "../lib/types";

/** A product as the API sends it, for component tests. */
export function testProduct(overrides: Partial<ProductView> = {}): ProductView {
  return {
    _id: "arduino-uno-r3-ch340",
    name: "Arduino Uno R3 Compatible Board",
    description: "The board most school labs start with.\n\nSpecifications:\n- Microcontroller: ATmega328P\n- Board size: 68.6 × 53.4 mm",
    price: 549,
    discount: 10,
    salePrice: 494.1,
    image: ["/images/catalog/arduino-uno-r3.svg"],
    category: "Boards & Microcontrollers",
    stock: 40,
    bestSeller: true,
    rating: 4.6,
    reviews: 584,
    ...overrides,
  };
}
