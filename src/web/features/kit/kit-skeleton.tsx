/** Placeholder cards while the catalog loads, the same size as the real ones. */
export function KitSkeleton() {
  return (
    <div className="flex flex-col gap-6 lg:flex-row" aria-busy="true" aria-label="Loading parts">
      <div className="flex-1">
        <div className="h-16 animate-pulse rounded-xl bg-slate-200/70" />
        <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
          {Array.from({ length: 8 }, (_, index) => (
            <div key={index} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
              <div className="aspect-square animate-pulse bg-slate-100" />
              <div className="space-y-2 p-3">
                <div className="h-3 w-4/5 animate-pulse rounded bg-slate-200" />
                <div className="h-3 w-1/3 animate-pulse rounded bg-slate-200" />
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="hidden h-80 animate-pulse rounded-xl bg-slate-200/70 lg:block lg:w-80 xl:w-96" />
    </div>
  );
}
