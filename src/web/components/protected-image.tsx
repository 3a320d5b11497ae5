import { useEffect, useState } from "react";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("protectedImage", {
  failed: "Photo could not be loaded",
  loading: "{alt} (loading)",
});

interface ProtectedImageProps {
  /** An API path that answers the picture only with the session token (a return's photos). */
  path: string;
  token: string | null;
  alt: string;
  className?: string;
}

/**
 * A picture the API sends only to its owner or staff: an <img> cannot carry the `token` header, so it is fetched
 * as a blob and shown through an object URL, freed when the picture goes. Pressing it opens it full size.
 */
export function ProtectedImage({ path, token, alt, className = "" }: ProtectedImageProps) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const t = useT();

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    // A new path or token (the session read after the first render) is a new try.
    setFailed(false);
    fetch(path, { headers: token ? { token } : {}, signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`The photo could not be loaded (${response.status}).`);
        return response.blob();
      })
      .then((blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path, token]);

  const box = `flex aspect-square items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50 ${className}`;
  if (failed) return <p className={`${box} p-2 text-center text-xs text-slate-500`}>{t(text.failed)}</p>;
  if (!url) return <span className={`${box} animate-pulse`} role="img" aria-label={t(text.loading, { alt })} />;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={box}>
      <img src={url} alt={alt} className="h-full w-full object-cover" />
    </a>
  );
}
