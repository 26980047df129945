import { describe, expect, it } from "vitest";
import { PLAN_DURATIONS, PLAN_NAMES } from "@/lib/content/plan-names";
import { APPOINTMENT_STATUSES } from "@/lib/booking/appointment-schema";
import { BLOG_STATUSES } from "@/lib/publishing/blog-schema";
import { LEAD_STATUSES } from "@/lib/submissions/submission-status";
import { ERASURE_SOURCES } from "@/lib/privacy/people-schema";
import { OFFER_TYPES } from "@/lib/publishing/special-offer-schema";
import { WHATSAPP_TEMPLATE_KINDS } from "@/lib/whatsapp/message-templates";
import { MAIL_AUDIENCES } from "../mail/data/outbox";
import { MESSAGE_SENDERS } from "@/lib/client-messages/message-limits";
import { ClientMessage } from "@/models/ClientMessage";
import { Appointment } from "@/models/Appointment";
import { Blog } from "@/models/Blog";
import { Contact } from "@/models/Contact";
import { Erasure } from "@/models/Erasure";
import { MessageTemplate } from "@/models/MessageTemplate";
import { Outbox } from "@/models/Outbox";
import { PlanRequest } from "@/models/PlanRequest";
import { SpecialOffer } from "@/models/SpecialOffer";

// Models import nothing of ours, so their enums repeat the lists of lib: this keeps them equal.
const enumOf = (model: { schema: { path: (p: string) => unknown } }, path: string) =>
  (model.schema.path(path) as { enumValues: string[] }).enumValues;

describe("the models' enums match lib's lists", () => {
  it("for submission statuses, plan names and durations, offer types, mail audiences, WhatsApp template kinds and blog statuses", () => {
    expect(enumOf(Appointment, "status")).toEqual([...APPOINTMENT_STATUSES]);
    expect(enumOf(PlanRequest, "status")).toEqual([...LEAD_STATUSES]);
    expect(enumOf(Contact, "status")).toEqual([...LEAD_STATUSES]);
    expect(enumOf(PlanRequest, "plan")).toEqual([...PLAN_NAMES]);
    expect(enumOf(PlanRequest, "duration")).toEqual([...PLAN_DURATIONS]);
    expect(enumOf(SpecialOffer, "type")).toEqual([...OFFER_TYPES]);
    expect(enumOf(Outbox, "audience")).toEqual([...MAIL_AUDIENCES]);
    expect(enumOf(Erasure, "by")).toEqual([...ERASURE_SOURCES]);
    expect(enumOf(MessageTemplate, "_id")).toEqual([...WHATSAPP_TEMPLATE_KINDS]);
    expect(enumOf(Blog, "status")).toEqual([...BLOG_STATUSES]);
    expect(enumOf(ClientMessage, "from")).toEqual([...MESSAGE_SENDERS]);
  });
});
