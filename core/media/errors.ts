// Why an upload was refused. Both are HttpErrors, so the API answers with the
// documented JSON shape and a status without any mapping in the route.
import { HttpError } from '#core/errors.ts';

/** The bytes are not a JPEG, PNG, WebP, AVIF/HEIF or GIF image (checked by content, never by name). */
export class UnsupportedImageError extends HttpError {
  override name = 'UnsupportedImageError';

  constructor(detail?: string) {
    super(415, `The file is not a supported image (JPEG, PNG, WebP, AVIF, HEIF or GIF)${detail ? `: ${detail}` : ''}`, {
      code: 'unsupported_image',
    });
  }
}

/** The image has more pixels than we agree to decode. */
export class ImageTooLargeError extends HttpError {
  override name = 'ImageTooLargeError';

  constructor(maxPixels: number) {
    super(422, `The image is too large: at most ${Math.round(maxPixels / 1_000_000)} megapixels`, {
      code: 'image_too_large',
    });
  }
}
