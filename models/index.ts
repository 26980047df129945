/** Importing this registers every model, so connectDb() can build all indexes before use. */
export { Admin } from "./Admin";
export { Appointment } from "./Appointment";
export { Blog } from "./Blog";
export { Client } from "./Client";
export { ClosedDate } from "./ClosedDate";
export { Contact } from "./Contact";
export { DeletionRequest } from "./DeletionRequest";
export { Erasure } from "./Erasure";
export { Intake } from "./Intake";
export { Marker } from "./Marker";
export { Measurement } from "./Measurement";
export { MessageTemplate } from "./MessageTemplate";
export { Outbox } from "./Outbox";
export { PlanRequest } from "./PlanRequest";
export { RateLimit } from "./RateLimit";
export { Receipt } from "./Receipt";
export { SpecialOffer } from "./SpecialOffer";
