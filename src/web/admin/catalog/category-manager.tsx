import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "~/src/web/lib/toast";
import { LoadError } from "~/src/web/components/load-error";
import { Button } from "~/src/web/components/ui/button";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { apiCall } from "~/src/web/lib/api";
import { queryKeys } from "~/src/web/lib/query-keys";
import { inputClasses } from "~/src/web/admin/common/form-field";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";
import { useAdminCategories } from "./catalog-api";
import type { AdminCategory } from "./catalog-types";

type CategoryChange =
  | { kind: "add"; name: string; nameHi: string }
  | { kind: "rename"; id: number; name?: string; nameHi?: string }
  | { kind: "order"; list: AdminCategory[] }
  | { kind: "delete"; id: number };

function useCategoryChange() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: CategoryChange) => {
      if (change.kind === "add") {
        const body = change.nameHi ? { name: change.name, nameHi: change.nameHi } : { name: change.name };
        return apiCall("/api/admin/categories", { method: "POST", body, token });
      }
      if (change.kind === "rename") {
        const { id, name, nameHi } = change;
        return apiCall(`/api/admin/categories/${id}`, {
          method: "PATCH",
          body: { ...(name === undefined ? {} : { name }), ...(nameHi === undefined ? {} : { nameHi }) },
          token,
        });
      }
      if (change.kind === "delete") return apiCall(`/api/admin/categories/${change.id}`, { method: "DELETE", token });
      // Positions are renumbered 0…n-1, so categories that once shared a position get a real order.
      for (const [position, category] of change.list.entries()) {
        if (category.position !== position) await apiCall(`/api/admin/categories/${category.id}`, { method: "PATCH", body: { position }, token });
      }
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

/** The shop's shelves: add, rename (also in Hindi), move up or down, delete (the server refuses one still in use). */
export function CategoryManager() {
  const categories = useAdminCategories();
  const change = useCategoryChange();
  const [name, setName] = useState("");
  const [nameHi, setNameHi] = useState("");

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return toast.error("Category name is required.");
    change.mutate(
      { kind: "add", name: name.trim(), nameHi: nameHi.trim() },
      {
        onSuccess: () => {
          setName("");
          setNameHi("");
        },
      },
    );
  };

  if (categories.isPending) return <SkeletonStack label="Loading categories" count={4} itemClassName="h-16 rounded-xl" />;
  if (categories.isError)
    return <LoadError title="We could not load the categories." message={categories.error.message} onRetry={() => categories.refetch()} />;
  const list = categories.data;
  const move = (index: number, by: -1 | 1) => {
    const next = [...list];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    change.mutate({ kind: "order", list: next });
  };

  return (
    <div className="space-y-4">
      <form onSubmit={add} className="flex flex-wrap gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:flex-nowrap">
        <label htmlFor="new-category" className="sr-only">
          New category name
        </label>
        <input
          id="new-category"
          className={inputClasses}
          value={name}
          maxLength={80}
          placeholder="New category name"
          onChange={(event) => setName(event.target.value)}
        />
        <label htmlFor="new-category-hi" className="sr-only">
          Hindi name (optional)
        </label>
        <input
          id="new-category-hi"
          lang="hi"
          className={inputClasses}
          value={nameHi}
          maxLength={80}
          placeholder="Hindi name (optional)"
          onChange={(event) => setNameHi(event.target.value)}
        />
        <Button type="submit" className="shrink-0" disabled={change.isPending}>
          Add
        </Button>
      </form>
      <ol className="space-y-2">
        {list.map((category, index) => (
          <CategoryRow
            key={category.id}
            category={category}
            first={index === 0}
            last={index === list.length - 1}
            busy={change.isPending}
            onMove={(by) => move(index, by)}
            onRename={(edit) => change.mutate({ kind: "rename", id: category.id, ...edit })}
            onDelete={() => change.mutate({ kind: "delete", id: category.id })}
          />
        ))}
      </ol>
    </div>
  );
}

interface CategoryRowProps {
  category: AdminCategory;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  /** Only the names that changed. */
  onRename: (edit: { name?: string; nameHi?: string }) => void;
  onDelete: () => void;
}

function CategoryRow({ category, first, last, busy, onMove, onRename, onDelete }: CategoryRowProps) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const [nameHi, setNameHi] = useState(category.nameHi);
  const archived = category.products - category.activeProducts;
  const save = (event: FormEvent) => {
    event.preventDefault();
    const edit = {
      ...(name.trim() && name.trim() !== category.name ? { name: name.trim() } : {}),
      ...(nameHi.trim() !== category.nameHi ? { nameHi: nameHi.trim() } : {}),
    };
    if (Object.keys(edit).length > 0) onRename(edit);
    setEditing(false);
  };
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white p-3">
      {editing ? (
        <form onSubmit={save} className="flex min-w-0 flex-1 flex-wrap gap-2 sm:flex-nowrap">
          <input
            aria-label={`New name for ${category.name}`}
            className={inputClasses}
            value={name}
            maxLength={80}
            onChange={(event) => setName(event.target.value)}
            autoFocus
          />
          <input
            aria-label={`Hindi name for ${category.name}`}
            lang="hi"
            className={inputClasses}
            value={nameHi}
            maxLength={80}
            placeholder="Hindi name (optional)"
            onChange={(event) => setNameHi(event.target.value)}
          />
          <Button type="submit" size="sm">
            Save
          </Button>
        </form>
      ) : (
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-slate-900">
            {category.name}
            {category.nameHi && (
              <span lang="hi" className="ml-2 font-normal text-slate-600">
                {category.nameHi}
              </span>
            )}
          </p>
          <p className="text-xs text-slate-500">
            {category.activeProducts} product{category.activeProducts === 1 ? "" : "s"}
            {archived > 0 ? `, ${archived} archived` : ""}
          </p>
        </div>
      )}
      <div className="flex gap-1">
        <Button size="icon" variant="secondary" aria-label={`Move ${category.name} up`} disabled={first || busy} onClick={() => onMove(-1)}>
          ↑
        </Button>
        <Button size="icon" variant="secondary" aria-label={`Move ${category.name} down`} disabled={last || busy} onClick={() => onMove(1)}>
          ↓
        </Button>
        {!editing && (
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            Rename <span className="sr-only">{category.name}</span>
          </Button>
        )}
        <Button size="sm" variant="danger" disabled={busy} onClick={() => window.confirm(`Delete the category ${category.name}?`) && onDelete()}>
          Delete <span className="sr-only">{category.name}</span>
        </Button>
      </div>
    </li>
  );
}
