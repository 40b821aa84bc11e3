// A multipart/form-data body for app.inject, built by hand so tests control every byte
// (file names, declared types that lie, repeated names). Entries keep their order.
export type FormFile = { filename: string; type: string; bytes: Buffer };
export type FormEntry = readonly [name: string, value: string | FormFile];

export function multipartBody(entries: Iterable<FormEntry> | Record<string, string | FormFile>): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const list: Iterable<FormEntry> = Symbol.iterator in entries ? entries : Object.entries(entries);
  const boundary = `----dazu${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of list) {
    if (typeof value === 'string') {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.type}\r\n\r\n`,
        ),
        value.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
