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
