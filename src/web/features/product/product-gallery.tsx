import { useState } from "react";
import { ProductImage } from "~/src/web/components/product-image";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("product.gallery", {
  pictureOf: "{name}, picture {number} of {count}",
  pictures: "Pictures",
  show: "Show picture {number} of {count}",
});

/** The main picture and, when there are several, thumbnails that switch it. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const t = useT();
  const [active, setActive] = useState(0);
  const current = images[active] ?? images[0];
  return (
    <div className="flex flex-col gap-3">
      <ProductImage
        src={current}
        alt={images.length > 1 ? t(text.pictureOf, { name, number: active + 1, count: images.length }) : name}
        loading="eager"
        size={640}
        className="rounded-2xl border border-slate-200 shadow-sm [&_img]:p-8"
      />
      {images.length > 1 && (
        <ul className="flex gap-2" aria-label={t(text.pictures)}>
          {images.map((src, index) => (
            <li key={`${src}-${index}`}>
              <button
                type="button"
                onClick={() => setActive(index)}
                aria-label={t(text.show, { number: index + 1, count: images.length })}
                aria-pressed={index === active}
                className={`block w-20 overflow-hidden rounded-lg border-2 bg-white transition sm:w-24 ${index === active ? "border-brand-600" : "border-slate-200 hover:border-slate-400"}`}
              >
                <ProductImage src={src} alt="" size={96} className="[&_img]:p-1.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
