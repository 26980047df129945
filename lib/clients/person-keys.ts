/**
 * How a person is recognised across their messages, plan requests and bookings: the email
 * address without case or spaces, and the phone number's last ten digits (an Indian mobile
 * number, whatever prefix or separators it was typed with). Either one matching is the same
 * person, as the data-requests screen finds them.
 */
export const emailKey = (email: string | null | undefined): string | undefined => {
  const key = email?.trim().toLowerCase();
  return key ? key : undefined;
};

export const phoneKey = (phone: string | null | undefined): string | undefined => {
  const digits = (phone ?? "").replace(/\D/g, "");
  return digits.length >= 7 ? digits.slice(-10) : undefined;
};

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A stored address equal to `email` but for case (a RegExp value passes sanitizeFilter as a literal match). */
export const emailMatcher = (email: string) => new RegExp(`^${escapeRegex(email.trim())}$`, "i");

/**
 * A stored phone (free text) ending with the same ten digits, whatever stands between them; a
 * number of fewer digits must match all of the stored number's digits.
 */
export function phoneMatcher(phone: string): RegExp {
  const digits = phone.replace(/\D/g, "").slice(-10);
  const body = digits.split("").join("\\D*") + "\\D*$";
  return new RegExp(digits.length >= 10 ? body : `^\\D*${body}`);
}
