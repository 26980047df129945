import { PageHeader } from "@/components/layout/page-header";
import { GalleryGrid } from "@/components/gallery/gallery-grid";
import { GALLERY_IMAGES, GALLERY_IMAGE_SIZE } from "@/lib/content/gallery";
import { pageMetadata } from "@/lib/pages/page-metadata";

export const metadata = pageMetadata({
  description:
    "A look inside our practice: consultations, cooking workshops, group yoga, market visits and client milestones.",
  path: "/Gallery",
});

export default function GalleryPage() {
  return (
    <main id="main" className="flex-1">
      <PageHeader band eyebrow="Gallery" title="Moments from our practice">
        <p>
          Consultations, workshops, walks and celebrations: a glimpse of the everyday work behind
          healthier habits.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <GalleryGrid images={GALLERY_IMAGES} size={GALLERY_IMAGE_SIZE} />
      </div>
    </main>
  );
}
