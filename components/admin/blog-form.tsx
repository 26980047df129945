"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { fieldErrorsOf, readJson, type FieldErrors } from "./api-response";
import type { AdminBlog } from "./blog-types";
import { Field, inputClass } from "./field";
import { SubmitButton } from "./submit-button";

type BlogFormProps = { editing: AdminBlog | null; onDone: () => void };

/** Multipart POST /api/blogs (create) or PUT /api/blogs/{id} (edit; the image is then optional). */
export function BlogForm({ editing, onDone }: BlogFormProps) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState("");
  const [fields, setFields] = useState<FieldErrors>({});
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
    setPending(true);
    setError("");
    setFields({});
    try {
      const response = await fetch(editing ? `/api/blogs/${editing.id}` : "/api/blogs", {
        method: editing ? "PUT" : "POST",
        body: data,
      });
      if (response.ok) {
        toast.success(editing ? "Blog updated successfully!" : "Blog created successfully!");
        form.reset();
        onDone();
        router.refresh();
      } else {
        setFields(fieldErrorsOf(await readJson(response)));
        fail();
      }
    } catch {
      fail();
    }
    setPending(false);
  }

  function fail() {
    setError("Error saving blog");
    toast.error("Error saving blog");
  }

  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-3"
      aria-label={editing ? "Edit blog" : "Create blog"}
    >
      {editing ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Editing “{editing.title}”
        </p>
      ) : null}
      <Field
        ref={titleRef}
        label="Title"
        name="title"
        defaultValue={editing?.title}
        required
        maxLength={200}
        errors={fields.title}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="content" className="font-medium text-slate-800">
          Content
        </label>
        <textarea
          id="content"
          name="content"
          defaultValue={editing?.content}
          required
          rows={8}
          maxLength={50_000}
          aria-describedby="content-error"
          className={inputClass}
        />
        <p id="content-error" aria-live="polite" className="text-sm text-red-700">
          {fields.content?.join(" ")}
        </p>
      </div>
      <Field
        label="Author"
        name="author"
        defaultValue={editing?.author}
        required
        maxLength={100}
        errors={fields.author}
      />
      <Field
        label="Category"
        name="category"
        defaultValue={editing?.category}
        required
        maxLength={100}
        errors={fields.category}
      />
      <Field
        label={editing ? "Image (leave empty to keep the current one)" : "Image"}
        name="image"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        required={!editing}
        errors={fields.image}
      />
      <p role="alert" className="min-h-6 font-medium text-red-700">
        {error}
      </p>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={pending}>{editing ? "Update Blog" : "Create Blog"}</SubmitButton>
        {editing ? (
          <button
            type="button"
            onClick={onDone}
            className="rounded-md border border-slate-400 px-4 py-2 font-medium text-slate-800 hover:bg-slate-100"
          >
            Cancel editing
          </button>
        ) : null}
      </div>
    </form>
  );
}
