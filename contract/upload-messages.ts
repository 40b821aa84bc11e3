// What a person is told when an uploaded file is refused for what it is or does, the
// same words whichever form sent it (an ad's certificate, a message's attachment).

export const UPLOAD_MESSAGES = {
  activePdf:
    'This PDF contains active content (JavaScript, forms, launch actions or embedded files) and cannot be accepted. Save it as a plain PDF (for example with “Print to PDF”) and try again.',
  encryptedPdf:
    'This PDF is encrypted or protected by a password, so it cannot be checked. Save it without a password (for example with “Print to PDF”) and try again.',
} as const;
