/** The pay page's heading and introduction, shared by the page and its 404 (an invalid link). */
export const PAY_PAGE_TITLE = "Pay for your plan";
export const PAY_CONSULTATION_TITLE = "Pay for your consultation";
export const PAY_PAGE_INTRO =
  "Pay by UPI from any app, then send us the transaction reference so we can match it.";
