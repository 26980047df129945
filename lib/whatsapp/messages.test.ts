import { describe, expect, it } from "vitest";
import {
  appointmentWhatsApp,
  dietChartWhatsApp,
  intakeWhatsApp,
  planWhatsApp,
  type PracticeValues,
} from "./messages";
import { defaultWhatsAppTexts } from "./message-templates";

const practice: PracticeValues = {
  brand: "Poshan Diet Clinic",
  practitioner: "Meera Kapoor",
  phone: "+91 98100 12345",
  reviewLink: "https://maps.example/review",
  address: "C-42, Naraina Vihar, New Delhi",
  directionsUrl: "https://maps.example/?q=Naraina",
  meetingUrl: "https://meet.jit.si/PoshanRoom",
};
const appointment = {
  _id: "6745a1b2c3d4e5f6a73f9a1c",
  name: "Asha Verma",
  phone: "098100-55555",
  date: "2026-12-01",
  time: "10:30",
};
const decode = (href: string | null) =>
  decodeURIComponent(new URL(href ?? "").searchParams.get("text") ?? "");

describe("appointmentWhatsApp", () => {
  it("names the consultation and how it is held: the video room, the client's number, the clinic", () => {
    const texts = defaultWhatsAppTexts();
    const [video] = appointmentWhatsApp(
      texts,
      { ...appointment, typeName: "Follow-up", mode: "video" },
      practice,
    );
    expect(video!.text).toContain(
      "Your follow-up with Meera Kapoor is confirmed for Tuesday, 1 December 2026, 10:30 am IST, on a video call: https://meet.jit.si/PoshanRoom.",
    );
    const [phone] = appointmentWhatsApp(texts, { ...appointment, mode: "phone" }, practice);
    expect(phone!.text).toContain("on a phone call: we will call you on 098100-55555");
    const [, clinic] = appointmentWhatsApp(texts, { ...appointment, mode: "clinic" }, practice);
    expect(clinic!.text).toContain(
      "at C-42, Naraina Vihar, New Delhi (directions: https://maps.example/?q=Naraina)",
    );
  });

  it("offers confirmation, reminder, follow-up and review request, filled and linked to the client", () => {
    const messages = appointmentWhatsApp(defaultWhatsAppTexts(), appointment, practice);
    expect(messages.map((m) => [m.kind, m.label])).toEqual([
      ["confirmation", "Confirmation"],
      ["reminder", "Reminder"],
      ["follow-up", "Follow-up"],
      ["review-request", "Review request"],
    ]);
    const [confirmation, reminder, , review] = messages;
    expect(confirmation!.text).toContain("Namaste Asha Verma,");
    expect(confirmation!.text).toContain("Tuesday, 1 December 2026, 10:30 am IST");
    expect(confirmation!.text).toContain("3F9A1C");
    expect(confirmation!.text).toContain("Dt. Meera Kapoor\nPoshan Diet Clinic");
    expect(reminder!.text).toContain("on Tuesday, 1 December 2026, 10:30 am IST");
    expect(review!.text).toContain("https://maps.example/review");
    for (const message of messages) {
      expect(message.href).toMatch(/^https:\/\/wa\.me\/919810055555\?text=/);
      expect(decode(message.href)).toBe(message.text);
      expect(message.text).not.toMatch(/\{\w+\}/);
    }
  });

  it("says 'time to be agreed' for a date-only request and uses the owner's own text", () => {
    const templates = {
      ...defaultWhatsAppTexts(),
      confirmation: "Hi {name}: {date} / {time} / {custom}",
    };
    const [confirmation] = appointmentWhatsApp(
      templates,
      { ...appointment, time: undefined },
      practice,
    );
    expect(confirmation!.text).toBe(
      "Hi Asha Verma: Tuesday, 1 December 2026 / time to be agreed / {custom}",
    );
  });

  it("gives no link when the phone cannot be read as a WhatsApp number", () => {
    const messages = appointmentWhatsApp(
      defaultWhatsAppTexts(),
      { ...appointment, phone: "12345" },
      practice,
    );
    expect(messages).toHaveLength(4);
    expect(messages.every((m) => m.href === null && m.text.length > 0)).toBe(true);
  });
});

describe("planWhatsApp", () => {
  it("offers follow-up and payment reminder naming the plan, duration, price and reference", () => {
    const messages = planWhatsApp(
      defaultWhatsAppTexts(),
      {
        _id: "6745a1b2c3d4e5f6a7b0c0de",
        name: "Ravi Kumar",
        phone: "+44 20 7946 0958",
        plan: "Premium Plan",
        duration: "2 Months",
        price: 5499,
      },
      practice,
    );
    expect(messages.map((m) => m.kind)).toEqual(["follow-up", "payment-reminder"]);
    const payment = messages[1]!;
    expect(payment.text).toContain("the Premium Plan (2 Months)");
    expect(payment.text).toContain("₹5,499");
    expect(payment.text).toContain("B0C0DE");
    expect(payment.href).toMatch(/^https:\/\/wa\.me\/442079460958\?text=/);
    expect(decode(payment.href)).toBe(payment.text);
  });
});

describe("the intake message", () => {
  const link = "https://clinic.example/intake?token=abc.def";

  it("joins an appointment's and a plan request's messages only with the client's link", () => {
    const without = appointmentWhatsApp(defaultWhatsAppTexts(), appointment, practice);
    expect(without.map((m) => m.kind)).not.toContain("intake");
    const booked = appointmentWhatsApp(defaultWhatsAppTexts(), appointment, practice, link);
    const planned = planWhatsApp(
      defaultWhatsAppTexts(),
      {
        _id: appointment._id,
        name: "Asha Verma",
        phone: appointment.phone,
        plan: "Basic Plan",
        duration: "1 Month",
        price: 1999,
      },
      practice,
      link,
    );
    for (const messages of [booked, planned]) {
      const intake = messages.find((m) => m.kind === "intake");
      expect(intake?.label).toBe("Intake form");
      expect(intake?.text).toContain(`so that Meera Kapoor can prepare for you: ${link}`);
      expect(decode(intake!.href)).toBe(intake!.text);
    }
  });

  it("is one message from the client's page, with the owner's own text", () => {
    const [message, ...rest] = intakeWhatsApp(
      { ...defaultWhatsAppTexts(), intake: "{name}, please fill {intakeLink}" },
      { name: "Asha Verma", phone: "+91 98100 55555" },
      practice,
      link,
    );
    expect(rest).toEqual([]);
    expect(message!.text).toBe(`Asha Verma, please fill ${link}`);
    expect(message!.href).toMatch(/^https:\/\/wa\.me\/919810055555\?text=/);
  });
});

describe("the diet chart message", () => {
  const link = "https://clinic.example/diet-chart?token=abc.def";

  it("tells the client their chart is ready, with their own link, in one tap", () => {
    const [message, ...rest] = dietChartWhatsApp(
      defaultWhatsAppTexts(),
      { name: "Asha Verma", phone: "+91 98100 55555" },
      practice,
      link,
    );
    expect(rest).toEqual([]);
    expect(message!.kind).toBe("diet-chart");
    expect(message!.label).toBe("Diet chart ready");
    expect(message!.text).toContain("Namaste Asha Verma");
    expect(message!.text).toContain(`Your diet chart from Meera Kapoor is ready: ${link}`);
    expect(message!.href).toMatch(/^https:\/\/wa\.me\/919810055555\?text=/);
    expect(decode(message!.href)).toBe(message!.text);
  });
});
