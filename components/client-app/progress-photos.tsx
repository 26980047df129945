import { formatCalendarDate } from "@/components/admin/display-format";
import type { ProgressPhotoItem } from "@/lib/client-app/progress-photo-schema";
import { DeleteProgressPhotoButton } from "./delete-progress-photo-button";

/**
 * A client's progress photos, the latest day first: a grid of dated images from the file route
 * (each opens whole in a new tab), with a delete button on her side. Read-only for the owner.
 */
export function ProgressPhotos({
  items,
  deletable = false,
  emptyText,
}: {
  items: ProgressPhotoItem[];
  deletable?: boolean;
  emptyText?: string;
}) {
  if (items.length === 0) return emptyText ? <p className="text-slate-700">{emptyText}</p> : null;
  return (
    <ul
      className="grid grid-cols-2 gap-4 sm:grid-cols-3"
      aria-label="Progress photos, latest first"
    >
      {items.map((photo) => {
        const day = formatCalendarDate(photo.date);
        return (
          <li key={photo._id} className="space-y-2">
            <a href={photo.url} target="_blank" className="block">
              {/* eslint-disable-next-line @next/next/no-img-element -- a private photo, served as stored */}
              <img
                src={photo.url}
                alt={`Progress photo, ${day}`}
                loading="lazy"
                className="aspect-[3/4] w-full rounded-lg border border-slate-200 bg-slate-100 object-cover"
              />
            </a>
            <div className="flex items-center justify-between gap-2">
              <time dateTime={photo.date} className="text-sm font-medium text-slate-800">
                {day}
              </time>
              {deletable ? <DeleteProgressPhotoButton url={photo.url} label={day} /> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
