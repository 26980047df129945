/**
 * A short reference people can read out or type: the last six characters of the record's id,
 * upper-cased (e.g. "3F9A1C"). Not unique on its own; with the name and date it finds the record.
 */
export const bookingReference = (id: string): string => id.slice(-6).toUpperCase();
