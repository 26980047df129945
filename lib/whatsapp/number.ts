/**
 * The digits wa.me wants for a phone number as people type it, country code first, or null when
 * the number cannot be read as one (the UI then offers no WhatsApp link). Pure, client-safe.
 *
 * Without a + (or 00): ten digits are an Indian number and get 91; a leading 0 (the trunk
 * prefix) before ten digits is dropped; 91 and ten digits is taken as it is. With a + (or 00):
 * Indian numbers (+91) must have ten digits after the code (a trunk 0 after +91 is dropped),
 * any other country's number 8 to 15 digits in all.
 */
export function whatsAppNumber(phone: string): string | null {
  const compact = phone.trim().replace(/[\s\-().]/g, "");
  const match = /^(\+|00)?(\d+)$/.exec(compact);
  if (!match) return null;
  const [, plus, digits = ""] = match;
  if (!plus) {
    if (/^\d{10}$/.test(digits)) return `91${digits}`;
    if (/^0\d{10}$/.test(digits)) return `91${digits.slice(1)}`;
    if (/^91\d{10}$/.test(digits)) return digits;
    return null;
  }
  if (digits.startsWith("0")) return null;
  if (digits.startsWith("91")) {
    const national = digits.slice(2).replace(/^0(?=\d{10}$)/, "");
    return /^\d{10}$/.test(national) ? `91${national}` : null;
  }
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

/** A wa.me link that opens a chat with `digits` (from whatsAppNumber), prefilled with `text`. */
export const whatsAppHref = (digits: string, text: string) =>
  `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;

/** A wa.me link that lets the visitor pick a chat to send `text` to (sharing a page). */
export const whatsAppShareHref = (text: string) =>
  `https://wa.me/?text=${encodeURIComponent(text)}`;
