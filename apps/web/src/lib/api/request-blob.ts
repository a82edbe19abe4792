import { failRequest, sendRequest, type RequestOptions } from './api-client';
import { noAnswerError } from './failed-call';

export type BlobRequestOptions = Pick<RequestOptions, 'headers' | 'signal'>;

/**
 * `request()` for binary answers (photo thumbnails, device images): a GET with the portal's
 * headers whose 2xx body is answered as a Blob. Failures take exactly `request()`'s path
 * (`ApiError`, global error handler of spec §8, rejection); an abort rejects untouched.
 */
export async function requestBlob(path: string, options: BlobRequestOptions = {}): Promise<Blob> {
  const response = await sendRequest('GET', path, { ...options, accept: 'image/*, */*;q=0.8' });
  try {
    return await response.blob();
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    // The connection broke while the body was arriving: no answer, as far as the caller knows.
    throw failRequest(noAnswerError(cause), {});
  }
}
