import { describe, expect, it } from 'vitest';
import { formDataOf } from './form-data.server.ts';

const post = (type: string, body: string) =>
  new Request('http://localhost/alerts/unsubscribe', { method: 'POST', headers: { 'content-type': type }, body });

describe('the form of a page action', () => {
  it('is read when it is a form', async () => {
    expect((await formDataOf(post('application/x-www-form-urlencoded', 'token=abc'))).get('token')).toBe('abc');
  });

  it('answers 400 when the body is not a readable form', async () => {
    for (const request of [
      post('multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="token"\r\n\r\nab'),
      post('multipart/form-data', 'token=abc'),
      post('application/json', '{"token":"abc"}'),
    ]) {
      const refusal = await formDataOf(request).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal).toMatchObject({
        data: expect.stringContaining('Send the form as a web form'),
        init: { status: 400 },
      });
    }
  });
});
