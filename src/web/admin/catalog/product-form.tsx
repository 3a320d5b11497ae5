import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "~/src/web/lib/toast";
import { GST_RATES } from "~/src/core/gst-tax";
import { Button } from "~/src/web/components/ui/button";
import { Field, FormAlert, inputClasses } from "~/src/web/admin/common/form-field";
import { useAdminCategories, useSaveProduct } from "./catalog-api";
import type { AdminProduct } from "./catalog-types";
import { ImagePicker } from "./image-picker";
import { SpecFields } from "./spec-fields";
import { checkSpecForm, type SpecFormErrors } from "./spec-form-rules";
import { checkProductForm, emptyProductForm, formToBody, productToForm, type ProductFormErrors, type ProductFormValues } from "./product-form-rules";

const DESCRIPTION_HINT = (
  <>
    Paragraphs are separated by an empty line. For the product page&apos;s specifications table, add a paragraph that starts with{" "}
    <code className="rounded bg-slate-100 px-1 text-slate-800">Specifications:</code> followed by one line per row, like{" "}
    <code className="rounded bg-slate-100 px-1 text-slate-800">- Voltage: 5 V</code>.
  </>
);

const DESCRIPTION_PLACEHOLDER = "A short description of the product.\n\nSpecifications:\n- Microcontroller: ATmega328P\n- Operating voltage: 5 V";

/** Create a product (no `product`) or edit one; after creating, staff land on its edit page (stock, archive). */
export function ProductForm({ product }: { product?: AdminProduct }) {
  const creating = !product;
  const [values, setValues] = useState<ProductFormValues>(() => (product ? productToForm(product) : emptyProductForm));
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [specErrors, setSpecErrors] = useState<SpecFormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const categories = useAdminCategories();
  const save = useSaveProduct(product?._id);
  const navigate = useNavigate();

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkProductForm(values, creating);
    const specs = checkSpecForm(values.specs);
    setErrors(found);
    setSpecErrors(specs.errors ?? {});
    setRefusal(null);
    if (Object.keys(found).length > 0 || specs.errors) return;
    save.mutate(formToBody(values, creating, specs.specs), {
      onSuccess: ({ product: saved }) => {
        toast.success(creating ? `${saved.name} was added to the shop.` : "Changes saved.");
        if (creating) navigate(`/admin/products/${encodeURIComponent(saved._id)}`);
      },
      onError: (error) => {
        setRefusal(error.message);
        toast.error(error.message);
      },
    });
  };

  const text = (key: "name" | "price" | "discount" | "lowStockThreshold" | "stock", inputMode?: "decimal" | "numeric") => (control: object) => (
    <input {...control} className={inputClasses} inputMode={inputMode} value={values[key]} onChange={(event) => set(key, event.target.value)} />
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      {(Object.keys(errors).length > 0 || Object.keys(specErrors).length > 0) && <FormAlert message="Please correct the fields marked below." />}
      <FormAlert message={refusal} />
      <Field label="Name" error={errors.name}>
        {text("name")}
      </Field>
      <Field label="Description" hint={DESCRIPTION_HINT} error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            rows={8}
            className={inputClasses}
            placeholder={DESCRIPTION_PLACEHOLDER}
            value={values.description}
            onChange={(event) => set("description", event.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Hindi name" hint="Shown on the Hindi pages (/hi); left empty, they show the English name." error={errors.nameHi}>
          {(control) => (
            <input {...control} lang="hi" className={inputClasses} value={values.nameHi} onChange={(event) => set("nameHi", event.target.value)} />
          )}
        </Field>
        <Field label="Hindi description" hint="Optional; the English description shows where there is none." error={errors.descriptionHi}>
          {(control) => (
            <textarea
              {...control}
              lang="hi"
              rows={3}
              className={inputClasses}
              value={values.descriptionHi}
              onChange={(event) => set("descriptionHi", event.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Price (₹)" hint="Before discount, in rupees (up to 2 decimals)." error={errors.price}>
          {text("price", "decimal")}
        </Field>
        <Field label="Discount (%)" hint="Whole percent, 0 for none." error={errors.discount}>
          {text("discount", "numeric")}
        </Field>
        <Field label="Category" error={errors.category}>
          {(control) => (
            <select {...control} className={inputClasses} value={values.category} onChange={(event) => set("category", event.target.value)}>
              <option value="">Choose a category</option>
              {categories.data?.map((category) => (
                <option key={category.name}>{category.name}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Low-stock threshold" hint="The product counts as low on stock at or below this number." error={errors.lowStockThreshold}>
          {text("lowStockThreshold", "numeric")}
        </Field>
        <Field label="HSN code" hint="4, 6 or 8 digits, printed on invoices (8543: electronic apparatus)." error={errors.hsn}>
          {(control) => (
            <input
              {...control}
              className={`${inputClasses} font-mono`}
              inputMode="numeric"
              autoComplete="off"
              maxLength={8}
              value={values.hsn}
              onChange={(event) => set("hsn", event.target.value.replace(/\s+/g, ""))}
            />
          )}
        </Field>
        <Field label="GST rate" hint="Prices include GST; the invoice shows this rate's share of the price." error={errors.gstRate}>
          {(control) => (
            <select {...control} className={inputClasses} value={values.gstRate} onChange={(event) => set("gstRate", event.target.value)}>
              {GST_RATES.map((rate) => (
                <option key={rate} value={String(rate)}>
                  {rate} %
                </option>
              ))}
            </select>
          )}
        </Field>
        {creating && (
          <Field label="Opening stock" hint="Units on the shelf now; later changes go through the stock panel." error={errors.stock}>
            {text("stock", "numeric")}
          </Field>
        )}
      </div>
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-slate-800">
        <input
          type="checkbox"
          className="h-5 w-5 accent-brand-600"
          checked={values.bestSeller}
          onChange={(event) => set("bestSeller", event.target.checked)}
        />
        Best seller
      </label>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Pictures</legend>
        <div className="mt-2">
          <ImagePicker images={values.image} onChange={(image) => set("image", image)} />
        </div>
        {errors.image && <p className="mt-1 text-sm text-red-700">{errors.image}</p>}
      </fieldset>
      <SpecFields values={values.specs} errors={specErrors} onChange={(specs) => set("specs", specs)} />
      <Button type="submit" size="lg" fullWidth className="sm:w-auto" disabled={save.isPending}>
        {save.isPending ? "Saving…" : creating ? "Add product" : "Save changes"}
      </Button>
    </form>
  );
}
