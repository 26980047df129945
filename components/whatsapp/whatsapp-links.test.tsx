import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { defaultWhatsAppTexts } from "@/lib/whatsapp/message-templates";
import { appointmentWhatsApp, planWhatsApp, WhatsAppLinks } from "./whatsapp-links";

const practice = {
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
  name: "Asha <Verma>",
  phone: "9810055555",
  date: "2026-12-01",
};

describe("WhatsAppLinks", () => {
  it("renders one link per message, opening a new tab, named for the client", () => {
    const messages = appointmentWhatsApp(defaultWhatsAppTexts(), appointment, practice);
    const html = renderToStaticMarkup(
      <WhatsAppLinks messages={messages} clientName={appointment.name} />,
    );
    expect(html.match(/<a /g)).toHaveLength(4);
    expect(html).toMatch(/>WhatsApp: (<!-- -->)?Confirmation<\/a>/);
    expect(html).toContain(
      'aria-label="WhatsApp: Review request, to Asha &lt;Verma&gt; (opens in a new tab)"',
    );
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('href="https://wa.me/919810055555?text=Namaste%20Asha%20%3CVerma%3E');
  });

  it("says so when the phone cannot be used on WhatsApp, and renders nothing for no messages", () => {
    const messages = planWhatsApp(
      defaultWhatsAppTexts(),
      {
        _id: "6745a1b2c3d4e5f6a7b0c0de",
        name: "Ravi",
        phone: "12345",
        plan: "Basic Plan",
        duration: "1 Month",
        price: 2999,
      },
      practice,
    );
    const html = renderToStaticMarkup(<WhatsAppLinks messages={messages} clientName="Ravi" />);
    expect(html).not.toContain("<a ");
    expect(html).toContain("cannot be used on WhatsApp");
    expect(renderToStaticMarkup(<WhatsAppLinks messages={[]} clientName="Ravi" />)).toBe("");
  });
});
