"use client";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { callApi } from "@/components/forms/call-api";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { blogImageProblem } from "@/lib/publishing/image-limits";
import { UploadProgress } from "../admin/upload-progress";

type Props = { defaultValue: string | undefined; error: string[] | undefined };

/** "ragi-dosa_2.jpg" -> "ragi dosa 2": a first alt text the owner can then change. */
const altFromName = (name: string) =>
  name
    .replace(/\.[^.]+$/, "")
    .replace(/[-_]+/g, " ")
    .trim() || "Picture";

/**
 * The post's Markdown, with a picture added at the cursor (uploaded like a cover, POST
 * /api/blogs/images) and a preview rendered by the server exactly as the post page renders it
 * (POST /api/blogs/preview), so no Markdown code is loaded here.
 */
export function BlogContentField({ defaultValue, error }: Props) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState<"picture" | "preview" | null>(null);
  const [problem, setProblem] = useState("");
  const [progress, setProgress] = useState<number | null>(null);

  // a saved post empties the form: its preview goes too
  useEffect(() => {
    const form = textarea.current?.form;
    const clear = () => setPreview(null);
    form?.addEventListener("reset", clear);
    return () => form?.removeEventListener("reset", clear);
  }, []);

  async function addPicture(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    const input = event.currentTarget;
    if (!file || !textarea.current) return;
    const refused = blogImageProblem(file);
    if (refused) {
      input.value = "";
      return setProblem(refused);
    }
    const body = new FormData();
    body.set("image", file);
    setBusy("picture");
    setProblem("");
    setProgress(0);
    const result = await callApi<{ url: string }>("/api/blogs/images", {
      body,
      failure: (f) => f.fields.image?.[0] ?? "Error uploading the picture",
      onUploadProgress: setProgress,
    });
    setProgress(null);
    setBusy(null);
    input.value = "";
    if (!result.ok) return setProblem(result.fields.image?.[0] ?? "Error uploading the picture");
    const area = textarea.current;
    const alt = altFromName(file.name);
    const markdown = `\n\n![${alt}](${result.body.url})\n\n`;
    const at = area.selectionEnd;
    area.setRangeText(markdown, at, at, "end");
    area.focus();
    // the alt text selected, so typing replaces it with a description
    area.setSelectionRange(at + 4, at + 4 + alt.length);
  }

  async function togglePreview() {
    if (preview !== null) return setPreview(null);
    setBusy("preview");
    const result = await callApi<{ html: string }>("/api/blogs/preview", {
      body: { content: textarea.current?.value ?? "" },
      failure: "Error showing the preview",
    });
    setBusy(null);
    if (result.ok) setPreview(result.body.html);
  }

  return (
    <div>
      <TextAreaField
        ref={textarea}
        label="Content (Markdown: ## heading, **bold**, - list, [link](https://…))"
        name="content"
        defaultValue={defaultValue}
        required
        rows={12}
        maxLength={50_000}
        error={error}
      />
      <div className="flex flex-wrap items-center gap-3">
        <label className="cursor-pointer rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 has-[:focus-visible]:outline-2">
          {busy === "picture" ? "Uploading…" : "Add a picture to the text"}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            onChange={addPicture}
            disabled={busy !== null}
            className="sr-only"
          />
        </label>
        <Button variant="secondary" onClick={togglePreview} pending={busy === "preview"}>
          {preview === null ? "Preview" : "Hide preview"}
        </Button>
      </div>
      <UploadProgress fraction={progress} label="Uploading the picture" />
      <p role="alert" className="mt-1 min-h-5 text-sm text-red-700">
        {problem}
      </p>
      {preview !== null ? (
        <section
          aria-label="Preview"
          className="mt-2 rounded-lg border border-slate-300 bg-white p-4"
        >
          <div className="post-body" dangerouslySetInnerHTML={{ __html: preview }} />
        </section>
      ) : null}
    </div>
  );
}
