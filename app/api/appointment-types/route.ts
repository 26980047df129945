import { apiRoute, json, otherMethods } from "@/lib/server/api/route-handler";
import { offeredAppointmentTypes } from "@/lib/booking/data/consultations";

/**
 * Public: the appointment types the booking page offers, in its order:
 * `[{ _id, name, durationMinutes, bufferMinutes, price?, modes, newClients, prepay }]`.
 */
export const GET = apiRoute(async () =>
  json(
    (await offeredAppointmentTypes()).map((t) => ({
      _id: t._id,
      name: t.name,
      durationMinutes: t.durationMinutes,
      bufferMinutes: t.bufferMinutes,
      ...(t.price !== undefined ? { price: t.price } : {}),
      modes: t.modes,
      newClients: t.newClients,
      prepay: t.prepay,
    })),
  ),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
