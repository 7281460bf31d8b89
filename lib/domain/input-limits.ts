// Bounds on what a client may send, in one place: the API's body reader, the form schemas and the
// production server's request gate all read them.

const mib = 1024 * 1024;

/** A JSON (or url-encoded) request body. The largest real one, a 100-line order, is under 20 kB. */
export const maxJsonBodyBytes = 1 * mib;

/** Objects and arrays inside objects and arrays: no call of the shop nests deeper than 4. */
export const maxNestingDepth = 32;

export const maxImageBytes = 5 * mib;
export const maxImagesPerRequest = 10;
/** A picture may be small in bytes and huge once decoded (20,000 × 20,000 in 389 kB): pixels are bounded too. */
export const maxImageSide = 10_000;
export const maxImageMegapixels = 50;

export const multipartLimit = (files: number, fileBytes: number) => files * fileBytes + mib;

/** The largest multipart body any call takes (ten images); the server gate refuses larger at once. */
export const maxMultipartBodyBytes = multipartLimit(maxImagesPerRequest, maxImageBytes);

/**
 * A refused body is still read to its end and dropped (never kept), so the client, still sending,
 * gets the refusal instead of a reset connection; past this many bytes its connection is cut.
 */
export const maxDiscardedBytes = 64 * mib;

/** bcrypt reads the first 72 bytes of a password: a new password may not be longer than that. */
export const maxNewPasswordBytes = 72;

/** A password typed to sign in (or to confirm a change) is only ever compared, so a little slack is harmless. */
export const maxPasswordBytes = 1024;

/** Control characters no typed text holds: C0 controls other than tab, line feed and carriage return, and DEL. */
export const controlCharacterInText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** In a path every control character is refused, tab and line breaks too. */
export const controlCharacterInPath = /[\u0000-\u001f\u007f]/;

export const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** The most bytes a request line's target may have (path and query). */
export const maxUrlLength = 8 * 1024;

export const formatMegabytes = (bytes: number) => `${Math.round(bytes / mib)} MB`;
