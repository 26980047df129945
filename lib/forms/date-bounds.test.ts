import { describe, expect, it } from "vitest";
import { z } from "zod";
import { istDate } from "@/lib/booking/slots";
import { appointmentSchema } from "../booking/appointment-schema";
import { blogSchema } from "../publishing/blog-schema";
import { closedDateSchema } from "../booking/closed-date-schema";
import { timeBlockSchema } from "../booking/consultation-schemas";
import { measurementSchema } from "../clients/measurement-schema";
import { followUpVisitSchema, programmeStartSchema } from "../programmes/programme-schema";
import { rescheduleSchema } from "../booking/reschedule-schema";

const today = istDate(new Date());
const day = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const errorsOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? {}
    : (z.flattenError(parsed.error).fieldErrors as Record<string, string[]>);
};

describe("dates typed into a form keep within sensible bounds (DATE_BOUNDS)", () => {
  it("a programme starts from two years ago to a year ahead", () => {
    const start = (startDate: string) =>
      errorsOf(programmeStartSchema, { plan: "Basic Plan", duration: "1 Month", startDate })
        .startDate;
    const message = ["Choose a start date from two years ago to a year ahead"];
    expect(start("9999-12-31")).toEqual(message);
    expect(start("1999-01-01")).toEqual(message);
    expect(start(day(367))).toEqual(message);
    expect(start(day(-732))).toEqual(message);
    for (const ok of [day(366), day(-731), today]) expect(start(ok)).toBeUndefined();
    expect(start("2027-02-30")).toEqual(["Enter a real date (YYYY-MM-DD)"]);
  });

  it("a booking, a move and a follow-up visit fall within a year from today", () => {
    const message = ["Choose a date within a year from today"];
    const booking = { name: "Asha", email: "a@example.com", phone: "9810012345", disease: "x" };
    expect(errorsOf(appointmentSchema, { ...booking, date: "9999-12-31" }).date).toEqual(message);
    expect(errorsOf(appointmentSchema, { ...booking, date: day(366) }).date).toBeUndefined();
    expect(errorsOf(rescheduleSchema, { token: "t", date: day(367), time: "10:00" }).date).toEqual(
      message,
    );
    const visit = { programmeId: "0123456789abcdef01234567", time: "10:00" };
    expect(errorsOf(followUpVisitSchema, { ...visit, date: day(400) }).date).toEqual(message);
    expect(errorsOf(appointmentSchema, { ...booking, date: day(-1) }).date).toEqual([
      "Choose today or a later date",
    ]);
  });

  it("a measurement is from the last 20 years, and not ahead", () => {
    const date = (value: string) => errorsOf(measurementSchema, { date: value, weightKg: 70 }).date;
    expect(date("1900-01-01")).toEqual(["Enter a date within the last 20 years"]);
    expect(date(day(-7306))).toEqual(["Enter a date within the last 20 years"]);
    expect(date(day(-7000))).toBeUndefined();
    expect(date("9999-12-31")).toEqual(["The date cannot be in the future"]);
  });

  it("a closed date or a block is from a year ago to two years ahead", () => {
    const message = ["Choose a date from a year ago to two years ahead"];
    expect(errorsOf(closedDateSchema, { date: "9999-12-31" }).date).toEqual(message);
    expect(errorsOf(closedDateSchema, { date: day(-367) }).date).toEqual(message);
    expect(errorsOf(closedDateSchema, { date: day(731) }).date).toBeUndefined();
    const block = (date: string) => errorsOf(timeBlockSchema, { date, from: "10:00", to: "11:00" });
    expect(block("2090-01-01").date).toEqual(message);
    expect(block(day(30)).date).toBeUndefined();
  });

  it("a blog post's publish time is from a year ago to two years ahead", () => {
    const post = { title: "Millets", content: "Why millets", status: "published" };
    const message = ["Choose a publish time from a year ago to two years ahead"];
    expect(errorsOf(blogSchema, { ...post, publishAt: "9999-12-31T09:30" }).publishAt).toEqual(
      message,
    );
    expect(
      errorsOf(blogSchema, { ...post, publishAt: "+275000-01-01T00:00:00Z" }).publishAt,
    ).toEqual(message);
    expect(
      errorsOf(blogSchema, { ...post, publishAt: `${day(30)}T09:30` }).publishAt,
    ).toBeUndefined();
  });
});
