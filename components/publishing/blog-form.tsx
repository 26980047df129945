"use client";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useApiCall } from "@/components/forms/call-api";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { BlogContentField } from "./blog-content-field";
import { BlogPageFields } from "./blog-page-fields";
import type { AdminBlog } from "./blog-types";
import { UploadProgress } from "../admin/upload-progress";
import { blogImageProblem } from "@/lib/publishing/image-limits";

type BlogFormProps = { editing: AdminBlog | null; onDone: () => void };

/**
 * Multipart POST /api/blogs (create) or PUT /api/blogs/{id} (edit; the image is then optional).
 * The spec's fields first, then the post page's (status, publish time, slug, search engines).
 */
export function BlogForm({ editing, onDone }: BlogFormProps) {
  const { pending, fields, call } = useApiCall();
  const [error, setError] = useState("");
  /** the chosen picture's problem, said as soon as it is chosen */
  const [imageProblem, setImageProblem] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (editing) titleRef.current?.focus({ preventScroll: true });
  }, [editing]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const image = data.get("image");
    // An empty file input still sends a zero-byte part; on edit that means "keep the image".
    if (image instanceof File && image.size === 0) data.delete("image");
    else if (image instanceof File && blogImageProblem(image)) {
      setImageProblem(blogImageProblem(image)!);
      return form.querySelector<HTMLInputElement>('input[name="image"]')?.focus();
    }
    setError("");
    const sending = data.has("image");
    if (sending) setProgress(0);
    const result = await call(editing ? `/api/blogs/${editing.id}` : "/api/blogs", {
      method: editing ? "PUT" : "POST",
      body: data,
      success: editing ? "Blog updated successfully!" : "Blog created successfully!",
      failure: "Error saving blog",
      refresh: true,
      ...(sending ? { onUploadProgress: setProgress } : {}),
    });
    setProgress(null);
    if (!result.ok) return setError("Error saving blog");
    form.reset();
    onDone();
  }

  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-1"
      aria-label={editing ? "Edit blog" : "Create blog"}
    >
      {editing ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Editing “{editing.title}”
        </p>
      ) : null}
      <TextField
        ref={titleRef}
        label="Title"
        name="title"
        defaultValue={editing?.title}
        required
        maxLength={200}
        error={fields.title}
      />
      <BlogContentField defaultValue={editing?.content} error={fields.content} />
      <TextField
        label="Author"
        name="author"
        defaultValue={editing?.author}
        required
        maxLength={100}
        error={fields.author}
      />
      <TextField
        label="Category"
        name="category"
        defaultValue={editing?.category}
        required
        maxLength={100}
        error={fields.category}
      />
      <TextField
        label={editing ? "Image (leave empty to keep the current one)" : "Image"}
        name="image"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        required={!editing}
        error={imageProblem || fields.image}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setImageProblem(file ? (blogImageProblem(file) ?? "") : "");
        }}
      />
      <UploadProgress fraction={progress} label="Uploading the image" />
      <BlogPageFields editing={editing} fields={fields} />
      <p role="alert" className="min-h-6 font-medium text-red-700">
        {error}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={pending}>
          {editing ? "Update Blog" : "Create Blog"}
        </Button>
        {editing ? (
          <Button variant="secondary" onClick={onDone}>
            Cancel editing
          </Button>
        ) : null}
      </div>
    </form>
  );
}
