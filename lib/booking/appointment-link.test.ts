import { describe, expect, it } from "vitest";
import { linkStaleness } from "./appointment-link";

const now = new Date("2030-01-06T10:00:00Z");
const movedAt = new Date("2030-01-05T08:00:00.700Z");
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const booked = {
  date: "2030-01-07",
  time: "10:00",
  startsAt: new Date("2030-01-07T04:30:00Z"),
};
const movedBack = {
  ...booked,
  sequence: 2,
  history: [
    { field: "slot", at: new Date("2030-01-04T08:00:00Z") },
    { field: "status", at: new Date("2030-01-05T09:00:00Z") },
    { field: "slot", at: movedAt },
  ],
};

describe("linkStaleness", () => {
  it("keeps a link issued for the appointment's slot and move count, until it starts", () => {
    expect(linkStaleness({ slotKey: "2030-01-07T10:00", moves: 0 }, booked, now)).toBeNull();
    expect(linkStaleness({ slotKey: "2030-01-07T10:00", moves: 2 }, movedBack, now)).toBeNull();
    expect(linkStaleness({ slotKey: "2030-01-07T10:00", moves: 0 }, booked, booked.startsAt)).toBe(
      "started",
    );
  });

  it("calls a link stale once the appointment was moved, even back to the link's time", () => {
    expect(linkStaleness({ slotKey: "2030-01-07T10:00", moves: 0 }, movedBack, now)).toBe("moved");
    expect(linkStaleness({ slotKey: "2030-01-07T11:00", moves: 2 }, movedBack, now)).toBe("moved");
    expect(linkStaleness({ moves: 0 }, { date: "2030-01-07" }, now)).toBe("moved"); // no time now
  });

  it("keeps an older link without a move count unless the appointment was moved after it was signed", () => {
    expect(linkStaleness({ issuedAt: 1 }, booked, now)).toBeNull();
    expect(linkStaleness({ issuedAt: seconds(movedAt) - 1 }, movedBack, now)).toBe("moved");
    // signed in the second of the move: after it (the move's email signs right after the write)
    expect(linkStaleness({ issuedAt: seconds(movedAt) }, movedBack, now)).toBeNull();
    expect(linkStaleness({ slotKey: "2030-01-07T11:00", issuedAt: 1 }, booked, now)).toBe("moved");
    expect(linkStaleness({}, movedBack, now)).toBe("moved");
  });
});
