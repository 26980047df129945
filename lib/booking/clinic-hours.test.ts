import { describe, expect, it } from "vitest";
import { addBreak } from "./clinic-hours";

const r = (from: string, to: string) => ({ from, to });

describe("addBreak", () => {
  it("takes lunch (1 to 2 pm) out of the interval that spans it", () => {
    expect(addBreak([r("09:30", "18:00")])).toEqual([r("09:30", "13:00"), r("14:00", "18:00")]);
    expect(addBreak([r("08:00", "10:00"), r("12:00", "15:00")])).toEqual([
      r("08:00", "10:00"),
      r("12:00", "13:00"),
      r("14:00", "15:00"),
    ]);
  });

  it("else takes half an hour from the middle of the longest interval of 90 minutes or more", () => {
    expect(addBreak([r("09:30", "13:00"), r("14:00", "18:00")])).toEqual([
      r("09:30", "13:00"),
      r("14:00", "15:45"),
      r("16:15", "18:00"),
    ]);
    expect(addBreak([r("09:30", "11:00")])).toEqual([r("09:30", "10:00"), r("10:30", "11:00")]);
  });

  it("else adds an hour an hour after the last interval, while the day has room", () => {
    expect(addBreak([r("09:00", "10:00")])).toEqual([r("09:00", "10:00"), r("11:00", "12:00")]);
    expect(addBreak([])).toEqual([r("09:30", "10:30")]);
    expect(addBreak([r("21:00", "22:00")])).toEqual([r("21:00", "22:00")]);
    expect(addBreak([r("09:30", "")])).toEqual([r("09:30", "")]); // a time being typed
  });
});
