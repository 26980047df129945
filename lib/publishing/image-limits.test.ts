import { describe, expect, it } from "vitest";
import { blogImageProblem } from "./image-limits";

describe("blogImageProblem", () => {
  it("refuses a 12 MB phone photo at once, naming the limit and its size", () => {
    expect(blogImageProblem({ size: 12 * 1024 * 1024, type: "image/jpeg" })).toBe(
      "The image must be at most 5 MB: this one is 12.0 MB. Please choose a smaller one, or save it smaller first.",
    );
  });

  it("refuses other kinds of file and accepts a picture within the limit", () => {
    expect(blogImageProblem({ size: 1000, type: "application/pdf" })).toBe(
      "Choose a JPEG, PNG, WebP or GIF picture",
    );
    expect(blogImageProblem({ size: 5 * 1024 * 1024, type: "image/webp" })).toBeNull();
  });
});
