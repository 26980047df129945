/** Importing this registers every model, so connectDb() can build all indexes before use. */
export { Admin } from "./Admin";
export { Appointment } from "./Appointment";
export { Blog } from "./Blog";
export { Contact } from "./Contact";
export { Marker } from "./Marker";
export { PlanRequest } from "./PlanRequest";
export { RateLimit } from "./RateLimit";
export { SpecialOffer } from "./SpecialOffer";
