import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { SYNONYM_MEANINGS_MAX, SYNONYM_WORD_MAX } from "~/src/core/search-synonyms";
import type { SearchSynonymList } from "~/src/core/shapes/search-synonyms";
import { toast } from "~/src/web/lib/toast";
import { LoadError } from "~/src/web/components/load-error";
import { Button } from "~/src/web/components/ui/button";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { apiCall } from "~/src/web/lib/api";
import { queryKeys } from "~/src/web/lib/query-keys";
import { Field, FormAlert, inputClasses } from "~/src/web/admin/common/form-field";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";

type SearchWordChange = { kind: "save"; word: string; meanings: string } | { kind: "delete"; word: string };

function useSearchWords() {
  const token = useAdminToken();
  return useQuery({
    queryKey: queryKeys.admin.searchSynonyms(token),
    queryFn: ({ signal }) => apiCall<SearchSynonymList>("/api/admin/search-synonyms", { token, signal }),
  });
}

function useSearchWordChange() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SearchWordChange) =>
      change.kind === "save"
        ? apiCall("/api/admin/search-synonyms", { method: "POST", body: { word: change.word, meanings: change.meanings }, token })
        : apiCall(`/api/admin/search-synonyms/${encodeURIComponent(change.word)}`, { method: "DELETE", token }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.searchSynonyms(token) }),
  });
}

/**
 * Search words (issue 33): the words customers type (often Hindi: पंखा, तार) and the catalog words they should
 * find. Built-in words are listed for reference; staff add their own, which work at once on both storefronts.
 */
export function SearchWords() {
  const words = useSearchWords();
  const change = useSearchWordChange();
  const [word, setWord] = useState("");
  const [meanings, setMeanings] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (!word.trim() || !meanings.trim()) return setRefusal("Enter the word customers type and the catalog words it should find.");
    change.mutate(
      { kind: "save", word: word.trim(), meanings: meanings.trim() },
      {
        onSuccess: () => {
          toast.success(`Searching '${word.trim()}' now finds ${meanings.trim()}.`);
          setWord("");
          setMeanings("");
        },
        onError: (error) => setRefusal(error.message),
      },
    );
  };

  return (
    <section aria-labelledby="search-words-title" className="space-y-4">
      <div>
        <h2 id="search-words-title" className="text-lg font-bold text-slate-900">
          Search words
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Words customers type, often in Hindi, and the words of product names they should find. Searching “मोटर” already finds every product named
          “motor”; add the words customers use that the shop does not know yet.
        </p>
      </div>
      <form onSubmit={add} noValidate className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
        <FormAlert message={refusal} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Word customers type" hint="One word, for example पंखा.">
            {(control) => (
              <input
                {...control}
                lang="hi"
                className={inputClasses}
                value={word}
                maxLength={SYNONYM_WORD_MAX}
                onChange={(event) => setWord(event.target.value)}
              />
            )}
          </Field>
          <Field label="Finds products named" hint="Catalog words separated by commas, for example fan, propeller.">
            {(control) => (
              <input
                {...control}
                className={inputClasses}
                value={meanings}
                maxLength={SYNONYM_MEANINGS_MAX}
                onChange={(event) => setMeanings(event.target.value)}
              />
            )}
          </Field>
        </div>
        <Button type="submit" disabled={change.isPending}>
          Save search word
        </Button>
      </form>
      {words.isPending ? (
        <SkeletonStack label="Loading search words" count={2} itemClassName="h-12 rounded-xl" />
      ) : words.isError ? (
        <LoadError title="We could not load the search words." message={words.error.message} onRetry={() => words.refetch()} />
      ) : (
        <>
          {words.data.words.length === 0 ? (
            <p className="text-sm text-slate-600">No search words added by staff yet.</p>
          ) : (
            <ul className="space-y-2" aria-label="Search words added by staff">
              {words.data.words.map((entry) => (
                <li key={entry.word} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3">
                  <p className="min-w-0 flex-1 text-sm">
                    <span lang="hi" className="font-semibold text-slate-900">
                      {entry.word}
                    </span>
                    <span className="text-slate-500"> → </span>
                    <span className="text-slate-700">{entry.meanings.join(", ")}</span>
                  </p>
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={change.isPending}
                    onClick={() => change.mutate({ kind: "delete", word: entry.word }, { onError: (error) => toast.error(error.message) })}
                  >
                    Remove <span className="sr-only">{entry.word}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <details className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
            <summary className="cursor-pointer font-semibold text-slate-800">Built-in search words ({words.data.builtIn.length})</summary>
            <ul className="mt-2 grid gap-1 sm:grid-cols-2">
              {words.data.builtIn.map((entry) => (
                <li key={entry.word}>
                  <span lang="hi">{entry.word}</span> → {entry.meanings.join(", ")}
                </li>
              ))}
            </ul>
          </details>
        </>
      )}
    </section>
  );
}
