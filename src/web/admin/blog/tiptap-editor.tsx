import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";

/**
 * The rich-text editor. Only `content-editor.tsx` imports this file, lazily and after hydration, so
 * TipTap stays out of the server render and out of every other page's bundle.
 */
export default function TipTapEditor({ value, onChange, labelledBy }: { value: string; onChange: (html: string) => void; labelledBy: string }) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ["https", "mailto"] } })],
    content: value,
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        "aria-labelledby": labelledBy,
        role: "textbox",
        "aria-multiline": "true",
        class:
          "prose-admin min-h-64 px-3 py-2 focus:outline-none [&_h2]:text-xl [&_h2]:font-bold [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_a]:text-brand-700 [&_a]:underline [&_p]:my-2",
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  return (
    <div className="rounded-lg border border-slate-300 bg-white">
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes("link").href as string | undefined) ?? "https://";
    const href = window.prompt("Link address (empty to remove the link)", previous);
    if (href === null) return;
    if (href.trim() === "") chain().extendMarkRange("link").unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
  };
  const tools = [
    { label: "Bold", text: "B", active: editor.isActive("bold"), run: () => chain().toggleBold().run() },
    { label: "Italic", text: "I", active: editor.isActive("italic"), run: () => chain().toggleItalic().run() },
    { label: "Heading", text: "H2", active: editor.isActive("heading", { level: 2 }), run: () => chain().toggleHeading({ level: 2 }).run() },
    { label: "Subheading", text: "H3", active: editor.isActive("heading", { level: 3 }), run: () => chain().toggleHeading({ level: 3 }).run() },
    { label: "Bulleted list", text: "• List", active: editor.isActive("bulletList"), run: () => chain().toggleBulletList().run() },
    { label: "Numbered list", text: "1. List", active: editor.isActive("orderedList"), run: () => chain().toggleOrderedList().run() },
    { label: "Quote", text: "❝", active: editor.isActive("blockquote"), run: () => chain().toggleBlockquote().run() },
    { label: "Link", text: "Link", active: editor.isActive("link"), run: setLink },
    { label: "Undo", text: "↶", active: false, run: () => chain().undo().run() },
    { label: "Redo", text: "↷", active: false, run: () => chain().redo().run() },
  ];
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b border-slate-200 p-1.5">
      {tools.map((tool) => (
        <button
          key={tool.label}
          type="button"
          title={tool.label}
          aria-pressed={tool.active}
          onClick={tool.run}
          className={`h-10 min-w-10 rounded-md px-2 text-sm font-semibold ${tool.active ? "bg-brand-100 text-brand-700" : "text-slate-700 hover:bg-slate-100"}`}
        >
          <span aria-hidden="true">{tool.text}</span>
          <span className="sr-only">{tool.label}</span>
        </button>
      ))}
    </div>
  );
}
