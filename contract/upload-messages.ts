// What a person is told when an uploaded file is refused for what it is or does, or
// because the server is too busy to look at it now: the same words whichever form sent
// it (an ad's photos and certificate, an avatar, a message's attachment).

export const UPLOAD_MESSAGES = {
  activePdf:
    'This PDF contains active content (JavaScript, forms, launch actions or embedded files) and cannot be accepted. Save it as a plain PDF (for example with “Print to PDF”) and try again.',
  encryptedPdf:
    'This PDF is encrypted or protected by a password, so it cannot be checked. Save it without a password (for example with “Print to PDF”) and try again.',
  imageTooLarge: (width: number, height: number, maxPixels: number) =>
    `The image is ${width.toLocaleString('en-GB')} × ${height.toLocaleString('en-GB')} pixels (${Math.round((width * height) / 1_000_000).toLocaleString('en-GB')} megapixels): at most ${Math.floor(maxPixels / 1_000_000)} megapixels can be accepted. Save it at a smaller size, or take it in your camera’s standard mode, and try again.`,
  imagesBusy: 'The server is busy processing other uploads. Please try again in a minute.',
} as const;
