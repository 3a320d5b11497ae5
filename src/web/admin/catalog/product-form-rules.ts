import type { ProductSpecs } from "~/src/core/specs";
import { DEFAULT_GST_RATE, DEFAULT_HSN, GST_RATE_MESSAGE, HSN_MESSAGE, HSN_PATTERN, isGstRate } from "~/src/core/product-tax";
import type { AdminProduct, ProductBody } from "./catalog-types";
import { emptySpecForm, specsToForm, type SpecFormValues } from "./spec-form-rules";

/** The form's values as typed: numbers stay text until they are checked. */
export interface ProductFormValues {
  name: string;
  description: string;
  nameHi: string;
  descriptionHi: string;
  price: string;
  discount: string;
  category: string;
  bestSeller: boolean;
  lowStockThreshold: string;
  image: string[];
  stock: string;
  hsn: string;
  /** The select's value: a rate of GST_RATES as text ("18", "0.25"). */
  gstRate: string;
  /** Checked on their own (spec-form-rules.ts): their errors are kept by field of the specifications. */
  specs: SpecFormValues;
}

export type ProductFormErrors = Partial<Record<Exclude<keyof ProductFormValues, "specs">, string>>;

export const emptyProductForm: ProductFormValues = {
  name: "",
  description: "",
  nameHi: "",
  descriptionHi: "",
  price: "",
  discount: "0",
  category: "",
  bestSeller: false,
  lowStockThreshold: "5",
  image: [],
  stock: "0",
  hsn: DEFAULT_HSN,
  gstRate: String(DEFAULT_GST_RATE),
  specs: emptySpecForm,
};

export function productToForm(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    nameHi: product.nameHi,
    descriptionHi: product.descriptionHi,
    price: String(product.price),
    discount: String(product.discount),
    category: product.category,
    bestSeller: product.bestSeller,
    lowStockThreshold: String(product.lowStockThreshold),
    image: product.image,
    stock: String(product.stock),
    hsn: product.hsn,
    gstRate: String(product.gstRate),
    specs: specsToForm(product.specs),
  };
}

const MAX_PRICE = 1_000_000;

function wholeNumberError(label: string, text: string, min: number, max: number): string | undefined {
  if (text.trim() === "") return `${label} is required.`;
  const value = Number(text);
  if (!Number.isInteger(value)) return `${label} must be a whole number.`;
  if (value < min) return `${label} must be at least ${min}.`;
  if (value > max) return `${label} must be at most ${max}.`;
  return undefined;
}

/** The same rules the server applies (src/core/catalog-input.ts), checked before sending. */
export function checkProductForm(values: ProductFormValues, creating: boolean): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (!values.name.trim()) errors.name = "Name is required.";
  else if (values.name.trim().length > 200) errors.name = "Name must be at most 200 characters.";
  if (!values.description.trim()) errors.description = "Description is required.";
  else if (values.description.length > 10_000) errors.description = "Description must be at most 10000 characters.";
  if (values.nameHi.trim().length > 200) errors.nameHi = "Hindi name must be at most 200 characters.";
  if (values.descriptionHi.trim().length > 10_000) errors.descriptionHi = "Hindi description must be at most 10000 characters.";
  const price = Number(values.price);
  if (values.price.trim() === "") errors.price = "Price is required.";
  else if (!Number.isFinite(price) || price <= 0) errors.price = "Price must be a number of rupees greater than 0.";
  else if (price > MAX_PRICE) errors.price = `Price must be at most ${MAX_PRICE} rupees.`;
  else if (Math.abs(price * 100 - Math.round(price * 100)) > 1e-6) errors.price = "Price must have at most 2 decimals.";
  const discount = wholeNumberError("Discount", values.discount, 0, 100);
  if (discount) errors.discount = discount;
  if (!values.category) errors.category = "Category is required.";
  const threshold = wholeNumberError("Low-stock threshold", values.lowStockThreshold, 0, 1_000_000);
  if (threshold) errors.lowStockThreshold = threshold;
  if (values.image.length === 0) errors.image = "Add at least one picture.";
  if (!HSN_PATTERN.test(values.hsn.trim())) errors.hsn = HSN_MESSAGE;
  if (!isGstRate(Number(values.gstRate))) errors.gstRate = GST_RATE_MESSAGE;
  if (creating) {
    const stock = wholeNumberError("Opening stock", values.stock, 0, 1_000_000);
    if (stock) errors.stock = stock;
  }
  return errors;
}

/** The body to send; `specs` are the checked ones (checkSpecForm), sent whole because an edit replaces them. */
export function formToBody(values: ProductFormValues, creating: boolean, specs: ProductSpecs): ProductBody {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    nameHi: values.nameHi.trim(),
    descriptionHi: values.descriptionHi.trim(),
    price: Number(values.price),
    discount: Number(values.discount),
    category: values.category,
    bestSeller: values.bestSeller,
    lowStockThreshold: Number(values.lowStockThreshold),
    image: values.image,
    hsn: values.hsn.trim(),
    gstRate: Number(values.gstRate),
    specs,
    ...(creating ? { stock: Number(values.stock) } : {}),
  };
}
