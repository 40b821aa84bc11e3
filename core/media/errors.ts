// Why an upload was refused. All are HttpErrors, so the API answers with the
// documented JSON shape and a status without any mapping in the route.
import { UPLOAD_MESSAGES } from '#contract/upload-messages.ts';
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

/** The image has more pixels than we agree to decode (known from its header, before decoding). */
export class ImageTooLargeError extends HttpError {
  override name = 'ImageTooLargeError';

  constructor(width: number, height: number, maxPixels: number) {
    super(422, UPLOAD_MESSAGES.imageTooLarge(width, height, maxPixels), { code: 'image_too_large' });
  }
}

/** Too many pictures are waiting to be decoded in this process: try again shortly. */
export class ImagesBusyError extends HttpError {
  override name = 'ImagesBusyError';

  constructor() {
    super(503, UPLOAD_MESSAGES.imagesBusy, { code: 'images_busy', headers: { 'retry-after': '30' } });
  }
}
