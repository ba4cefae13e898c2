/**
 * The client request-type header of SPEC §7. Browsers do not let another site set a custom header
 * on a cross-site request without a CORS preflight we never grant, so requiring it on every
 * state-changing call is the CSRF guard (ARCHITECTURE, API conventions).
 */
export const REQUEST_TYPE_HEADER = 'x-request-type';
export const REQUEST_TYPE_VALUE = 'app';

/** The multipart field an uploaded photo travels in: POST /api/photos.php and photo messages. */
export const PHOTO_FILE_FIELD = 'photo';
