import { ProductCardSkeleton, Skeleton, SkeletonGroup } from "../../components/ui/skeleton";

/** Placeholder cards while the catalog loads, the same size as the real ones. */
export function KitSkeleton() {
  return (
    <SkeletonGroup label="Loading parts" className="flex flex-col gap-6 lg:flex-row">
      <div className="flex-1">
        <Skeleton tone="faint" className="h-16 rounded-xl" />
        <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
          {Array.from({ length: 8 }, (_, index) => (
            <ProductCardSkeleton key={index} size="sm" />
          ))}
        </div>
      </div>
      <Skeleton tone="faint" className="hidden h-80 rounded-xl lg:block lg:w-80 xl:w-96" />
    </SkeletonGroup>
  );
}
