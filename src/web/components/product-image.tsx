import { defineMessages } from "~/src/core/i18n";
import { imageSrcSet } from "~/src/core/images";
import { useT } from "~/src/web/lib/i18n";
import { BoxIcon } from "./icons";

const text = defineMessages("productImage", {
  noPictureOf: "{name} (no picture yet)",
  noPicture: "No picture yet",
  comingSoon: "Picture coming soon",
});

interface ProductImageProps {
  src: string | undefined;
  alt: string;
  /** "eager" for pictures in the first screen, "lazy" for the rest. */
  loading?: "eager" | "lazy";
  className?: string;
  /** Intrinsic size hint so the browser reserves the space before the picture arrives. */
  size?: number;
}

/**
 * A product picture inside a square box of fixed aspect ratio, so nothing moves while it loads.
 * Products without a picture get a neutral placeholder (§3).
 */
export function ProductImage({ src, alt, loading = "lazy", className = "", size = 400 }: ProductImageProps) {
  const t = useT();
  return (
    <div className={`relative aspect-square w-full overflow-hidden bg-white ${className}`}>
      {src ? (
        <img
          src={src}
          srcSet={imageSrcSet(src)}
          // Big pictures span a phone's width; cards sit two to a row; thumbnails are their own size.
          sizes={size >= 600 ? `(max-width: 768px) 100vw, ${size}px` : size >= 300 ? `(max-width: 640px) 50vw, ${size}px` : `${size}px`}
          alt={alt}
          width={size}
          height={size}
          loading={loading}
          decoding="async"
          className="absolute inset-0 h-full w-full object-contain p-4"
        />
      ) : (
        <div
          role="img"
          aria-label={alt ? t(text.noPictureOf, { name: alt }) : t(text.noPicture)}
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-slate-100 text-slate-400"
        >
          <BoxIcon width={40} height={40} />
          <span className="text-xs font-medium">{t(text.comingSoon)}</span>
        </div>
      )}
    </div>
  );
}
