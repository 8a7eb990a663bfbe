/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import { ApiError, setAccessTokenProvider } from './api-client';
import { uploadImage } from './upload';

/** A stand-in XMLHttpRequest: records what is sent, answers when the test says. */
class FakeXhr {
  static last: FakeXhr;
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'x-request-id' ? 'req-upload' : null;
  }
  send(body: unknown) {
    this.body = body;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const realXhr = globalThis.XMLHttpRequest;
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
  setAccessTokenProvider(() => null);
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

const file = new File(['png'], 'a.png', { type: 'image/png' });
const sent = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('uploadImage', () => {
  it('sends the file as multipart with the API client’s bearer and anti-forgery headers, reporting progress', async () => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    setAccessTokenProvider(() => 'jeton');
    document.cookie = 'csrftoken=abc';
    const progress: number[] = [];
    const upload = uploadImage(file, (f) => progress.push(f));
    await sent();
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/staff/images/']);
    expect(xhr.headers).toMatchObject({ Authorization: 'Bearer jeton', 'X-CSRFToken': 'abc' });
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    xhr.answer(201, { id: 'u', url: '/media/uploads/u.webp', png_url: '/media/uploads/u.png', width: 1, height: 1 });
    expect((await upload).url).toBe('/media/uploads/u.webp');
    expect(progress).toEqual([0.5, 1]);
  });

  it('rejects with the server’s French message', async () => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    document.cookie = 'csrftoken=abc';
    const upload = uploadImage(file, () => undefined);
    await sent();
    FakeXhr.last.answer(400, { file: ['Cette image dépasse 5 Mo.'] });
    await expect(upload).rejects.toEqual(expect.objectContaining({ status: 400, message: 'Cette image dépasse 5 Mo.' }));
    await expect(upload).rejects.toBeInstanceOf(ApiError);
  });
});
