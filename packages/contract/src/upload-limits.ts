// Request body limits of the upload operations. A module of its own: the endpoint table (in the
// phone's entry chunk) needs only these numbers, not the rules and texts of the areas.

/** Signature and joint-photo uploads of the agent area (data URLs of compressed photos). */
export const UPLOAD_BODY_LIMIT_BYTES = 2_400_000;
/** ID photos and signatures of the applications area. */
export const APPLICATION_UPLOAD_BODY_BYTES = 2_400_000;
