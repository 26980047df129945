/** One row of the admin's client list (GET /api/admin/clients). */
export type ClientItem = {
  _id: string;
  name: string;
  email: string;
  phone: string;
  lastActivityAt: string;
  firstSeenAt: string;
  /** from the latest intake questionnaire, when one was answered */
  bmi?: number;
  goal?: string;
};
