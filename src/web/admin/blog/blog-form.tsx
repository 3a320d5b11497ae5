import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "~/src/web/lib/toast";
import { blogPostInputSchema, type BlogPostInput } from "~/src/core/blog-input";
import type { AdminBlogPost } from "~/src/core/shapes/blog";
import { LANGUAGES, type Language } from "~/src/core/language";
import { POST_STATUSES, type PostStatus } from "~/src/core/staff";
import { Button } from "~/src/web/components/ui/button";
import { ImagePicker } from "~/src/web/admin/catalog/image-picker";
import { Field, FormAlert, inputClasses } from "~/src/web/admin/common/form-field";
import { useSavePost } from "./blog-api";
import { ContentEditor } from "./content-editor";

interface Values {
  title: string;
  excerpt: string;
  content: string;
  image: string;
  category: string;
  tags: string;
  status: PostStatus;
  language: Language;
}
type Errors = Partial<Record<keyof Values, string>>;

const toValues = (post?: AdminBlogPost): Values => ({
  title: post?.title ?? "",
  excerpt: post?.excerpt ?? "",
  content: post?.content ?? "",
  image: post?.image ?? "",
  category: post?.category ?? "",
  tags: post?.tags.join(", ") ?? "",
  status: post?.status ?? "draft",
  language: post?.language ?? "en",
});

/** The choice of the post's language, each named in its own language. */
const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी" };

const toInput = (values: Values) => ({
  ...values,
  tags: values.tags
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean),
});

/** Write or edit a post; new posts start as drafts, invisible in the shop until published. */
export function BlogForm({ post, categories }: { post?: AdminBlogPost; categories: string[] }) {
  const [values, setValues] = useState<Values>(() => toValues(post));
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSavePost(post?._id);
  const navigate = useNavigate();
  const contentLabel = useId();
  const listId = useId();
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const checked = blogPostInputSchema.safeParse(toInput(values));
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) found[issue.path[0] as keyof Values] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(checked.data satisfies BlogPostInput, {
      onSuccess: (saved) => {
        toast.success(saved.status === "published" ? "Post saved and published." : "Draft saved.");
        if (!post) navigate(`/admin/blog/${encodeURIComponent(saved._id)}`);
      },
      onError: (error) => {
        setRefusal(error.message);
        toast.error(error.message);
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      {Object.keys(errors).length > 0 && <FormAlert message="Please correct the fields marked below." />}
      <FormAlert message={refusal} />
      <Field label="Written in" hint="Hindi posts are listed first on the Hindi blog page." error={errors.language}>
        {(control) => (
          <select {...control} className={inputClasses} value={values.language} onChange={(event) => set("language", event.target.value as Language)}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Title" error={errors.title}>
        {(control) => (
          <input
            {...control}
            lang={values.language}
            className={inputClasses}
            value={values.title}
            onChange={(event) => set("title", event.target.value)}
          />
        )}
      </Field>
      <Field label="Excerpt" hint="One or two sentences for the blog list and link previews." error={errors.excerpt}>
        {(control) => (
          <textarea
            {...control}
            lang={values.language}
            rows={2}
            className={inputClasses}
            value={values.excerpt}
            onChange={(event) => set("excerpt", event.target.value)}
          />
        )}
      </Field>
      <div>
        <p id={contentLabel} className="text-sm font-semibold text-slate-800">
          Content
        </p>
        <div className="mt-1.5">
          <ContentEditor value={values.content} onChange={(html) => set("content", html)} labelId={contentLabel} />
        </div>
        {errors.content && <p className="mt-1 text-sm text-red-700">{errors.content}</p>}
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Cover picture</legend>
        <div className="mt-2">
          <ImagePicker single images={values.image ? [values.image] : []} onChange={(images) => set("image", images[0] ?? "")} />
        </div>
        {errors.image && <p className="mt-1 text-sm text-red-700">{errors.image}</p>}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Category" error={errors.category}>
          {(control) => (
            <>
              <input
                {...control}
                list={listId}
                className={inputClasses}
                value={values.category}
                onChange={(event) => set("category", event.target.value)}
              />
              <datalist id={listId}>
                {categories.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field label="Tags" hint="Separated by commas." error={errors.tags}>
          {(control) => (
            <input
              {...control}
              className={inputClasses}
              value={values.tags}
              placeholder="arduino, sensors"
              onChange={(event) => set("tags", event.target.value)}
            />
          )}
        </Field>
        <Field label="Status" error={errors.status}>
          {(control) => (
            <select {...control} className={inputClasses} value={values.status} onChange={(event) => set("status", event.target.value as PostStatus)}>
              {POST_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status === "draft" ? "Draft (hidden)" : "Published"}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Button type="submit" size="lg" disabled={save.isPending}>
        {save.isPending ? "Saving…" : post ? "Save post" : "Create post"}
      </Button>
    </form>
  );
}
