// The hall's home screen (zod-free).

/** Opening hours of the human customer service, shown in the hall notice. */
export const HALL_STAFF_HOURS = '8:00-21:00';
