import { apiRoute, json, otherMethods } from "@/lib/api/route";
import { offeredAppointmentTypes } from "@/lib/data/consultations";

/**
 * Public: the appointment types the booking page offers, in its order:
 * `[{ _id, name, durationMinutes, bufferMinutes, price?, modes, newClients, prepay }]`.
 */
export const GET = apiRoute(async () =>
  json(
    (await offeredAppointmentTypes()).map(
      ({ _id, name, durationMinutes, bufferMinutes, price, modes, newClients, prepay }) => ({
        _id,
        name,
        durationMinutes,
        bufferMinutes,
        price,
        modes,
        newClients,
        prepay,
      }),
    ),
  ),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
