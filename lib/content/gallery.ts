/** One photo of the gallery (spec: 15 images, 12 JPEG and 3 PNG), drawn at 1200 x 900. */
export type GalleryImage = { src: string; alt: string };

const image = (file: string, alt: string): GalleryImage => ({
  src: `/images/gallery/${file}`,
  alt,
});

export const GALLERY_IMAGE_SIZE = { width: 1200, height: 900 } as const;

export const GALLERY_IMAGES: readonly GalleryImage[] = [
  image(
    "consultation-room.jpg",
    "The dietician talking a client through a meal plan at the consultation desk",
  ),
  image("healthy-thali.jpg", "A balanced thali with dal, green sabzi, curd, salad and a roti"),
  image(
    "cooking-workshop.jpg",
    "A healthy-cooking workshop: the dietician demonstrating three dishes to participants",
  ),
  image(
    "group-yoga-session.jpg",
    "Three people in tree, warrior and lotus poses during a group yoga session",
  ),
  image("market-visit.jpg", "A client choosing fresh vegetables from a basket on a market visit"),
  image("seasonal-fruit.jpg", "A bowl of seasonal fruit: apples, an orange and bananas"),
  image(
    "kids-nutrition-class.jpg",
    "Four children at a nutrition class with an 'Eat a rainbow' board",
  ),
  image("millet-display.jpg", "Bowls of ragi, jowar and bajra at a millet awareness display"),
  image("morning-walk-group.jpg", "Clients on a group morning walk in a park"),
  image("clinic-reception.jpg", "The clinic's reception desk with potted plants on either side"),
  image("family-meal.jpg", "A family of four sharing a home-cooked meal"),
  image(
    "hydration-corner.jpg",
    "A water jug and glasses of plain and lemon water at the hydration corner",
  ),
  image(
    "client-milestone.png",
    "Two clients smiling as they celebrate reaching a health milestone",
  ),
  image(
    "meal-prep-session.png",
    "A meal-prep session with a packed tiffin, a roti and bowls of dal and greens",
  ),
  image("mindful-eating.png", "A client eating slowly and mindfully at a quiet table"),
];
