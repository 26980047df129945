import { z } from "zod";
import { pastDate } from "@/lib/clients/measurement-schema";
import type { AttachmentType } from "@/lib/client-messages/message-limits";

/**
 * A progress photo she adds in her app (issue 43, the Ultimate plan's progress tools): the day it
 * shows and the image, checked the same in her browser and on the server. The server reads the
 * type from the bytes (lib/client-messages/file-type.ts); the browser's word for it is never
 * trusted.
 */
export const PROGRESS_PHOTO_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
] as const satisfies readonly AttachmentType[];
export type ProgressPhotoType = (typeof PROGRESS_PHOTO_TYPES)[number];
export const isProgressPhotoType = (type: string | null): type is ProgressPhotoType =>
  PROGRESS_PHOTO_TYPES.includes(type as ProgressPhotoType);

/** What the file input offers (the server still reads the bytes). */
export const PROGRESS_PHOTO_ACCEPT = PROGRESS_PHOTO_TYPES.join(",");
export const MAX_PROGRESS_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PROGRESS_PHOTOS = 200;
export const PROGRESS_PHOTO_MESSAGE = "Choose a photo (JPEG, PNG or WebP) of up to 10 MB";
export const PROGRESS_PHOTOS_FULL = `You can keep up to ${MAX_PROGRESS_PHOTOS} progress photos. Delete an older one to add another.`;

export const progressPhotoSchema = z.object({
  date: pastDate("Enter the date of the photo"),
  /** the file as both sides know it before its bytes are read */
  photo: z.object(
    {
      name: z.string(),
      size: z
        .number()
        .min(1, PROGRESS_PHOTO_MESSAGE)
        .max(MAX_PROGRESS_PHOTO_BYTES, PROGRESS_PHOTO_MESSAGE),
    },
    { error: "Choose a photo" },
  ),
});

export type ProgressPhotoInput = z.input<typeof progressPhotoSchema>;

/** One progress photo as either side lists it. */
export type ProgressPhotoItem = {
  _id: string;
  /** the day it shows, YYYY-MM-DD */
  date: string;
  contentType: ProgressPhotoType;
  size: number;
  /** the route that serves the image to whoever lists it */
  url: string;
  createdAt: string;
};
