import { z } from "zod";
import { multiLineText, singleLineText } from "../forms/fields";

/**
 * A new version of a client's diet chart (POST /api/admin/clients/{id}/diet-charts), checked the
 * same in the owner's browser and on the server: a title and the chart in Markdown, or a title
 * and an uploaded PDF (then the text is not needed).
 */
export const DIET_CHART_TITLE_MAX = 120;
export const DIET_CHART_CONTENT_MAX = 20_000;
export const MAX_CHART_PDF_BYTES = 10 * 1024 * 1024;

export const CHART_PDF_MESSAGE = "Upload a PDF file of up to 10 MB";

const title = singleLineText("Title", DIET_CHART_TITLE_MAX);

/** The chart written in Markdown. */
export const dietChartSchema = z.object({
  title,
  content: multiLineText("Content", DIET_CHART_CONTENT_MAX),
});

/** With a PDF: only the title; any text sent along is not kept. */
export const dietChartPdfSchema = z.object({ title });

export type DietChartInput = z.infer<typeof dietChartSchema>;

/** One version as the owner's list and the client's page show it. */
export type DietChartVersion = {
  _id: string;
  version: number;
  title: string;
  createdAt: string;
  /** "markdown" or "pdf" (an uploaded file, served as uploaded) */
  format: "markdown" | "pdf";
};

/** A version with what it says: the Markdown, or the uploaded file's name and size. */
export type DietChartItem = DietChartVersion & {
  content?: string;
  pdf?: { filename: string; size: number };
};
