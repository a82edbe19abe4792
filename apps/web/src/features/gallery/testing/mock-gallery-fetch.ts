import { onTestFinished, vi } from 'vitest';
import type { GalleryQuota, Photo } from '@cloud-portal/contract/gallery';
import { pathOf } from '@/testing/fetch-mock';

export interface MockAnswer {
  status: number;
  body?: unknown;
}

export const TEST_QUOTA: GalleryQuota = {
  serviceId: 'gallery',
  usage: 1_250_000_000,
  limit: 200_000_000_000,
  photoCount: 45,
  videoCount: 0,
};

/** 2026-03-05 14:07 UTC, and one minute older per index. */
export const NEWEST_PHOTO_TIME = Date.UTC(2026, 2, 5, 14, 7);

export function testPhotos(count: number): Photo[] {
  return Array.from({ length: count }, (_, index) => ({
    photoId: `photo-${index + 1}`,
    serverTimestamp: NEWEST_PHOTO_TIME - index * 60_000,
    mimeType: 'image/jpeg',
    width: 1600,
    height: 1200,
    size: 250_000,
  }));
}

export interface GalleryServerOptions {
  quota?: MockAnswer;
  /** The photo list (newest first) or the answer of the photo list call. */
  photos?: Photo[] | MockAnswer;
  /** Thumbnail answers by photo id; the others are small JPEG blobs. */
  thumbnailFailures?: Readonly<Record<string, MockAnswer>>;
  /** Calls that never answer (kept pending), by `path` prefix. */
  pending?: readonly string[];
}

/** Object URLs are unique across tests: an earlier test's cache may let go of its own late. */
let urlSerial = 0;
/** The running test's object URLs, each with the `revoked` list of the fake server that made it. */
let urlsOfThisTest: Map<string, string[]> | null = null;

function urlsOfRunningTest(): Map<string, string[]> {
  if (urlsOfThisTest === null) {
    const urls = new Map<string, string[]>();
    urlsOfThisTest = urls;
    onTestFinished(() => {
      if (urlsOfThisTest === urls) urlsOfThisTest = null;
    });
  }
  return urlsOfThisTest;
}

/**
 * A fake Gallery server behind `fetch` (quota, photo list, thumbnail blobs), plus object URL
 * bookkeeping: jsdom has no URL.createObjectURL, so the URLs it made and which of them were
 * revoked (by then, perhaps under a later fake server of the same test) are recorded.
 */
export function mockGalleryFetch(options: GalleryServerOptions = {}) {
  const paths: string[] = [];
  const created: string[] = [];
  const revoked: string[] = [];
  const photos = options.photos ?? testPhotos(20);
  const urlsOfTest = urlsOfRunningTest();

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = pathOf(input);
      paths.push(path);
      if (options.pending?.some((prefix) => path.startsWith(prefix))) {
        const signal = input instanceof Request ? input.signal : init.signal;
        return new Promise<Response>((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        });
      }
      const url = new URL(path, 'http://portal.test');
      if (url.pathname === '/api/odi/v2/quota/gallery') {
        return json(options.quota ?? { status: 200, body: TEST_QUOTA });
      }
      if (url.pathname === '/api/media/v1/photos') {
        if (!Array.isArray(photos)) return json(photos);
        const count = Number(url.searchParams.get('count') ?? 20);
        return json({ status: 200, body: { list: photos.slice(0, count) } });
      }
      const thumbnail = /^\/api\/media\/v1\/photos\/([^/]+)\/thumbnail$/.exec(url.pathname);
      if (thumbnail?.[1]) {
        const failure = options.thumbnailFailures?.[decodeURIComponent(thumbnail[1])];
        if (failure) return json(failure);
        return new Response(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), {
          status: 200,
          headers: { 'content-type': 'image/jpeg' },
        });
      }
      throw new Error(`No mock answer for ${path}`);
    }),
  );

  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: vi.fn(() => {
      urlSerial += 1;
      const objectUrl = `blob:http://portal.test/${urlSerial}`;
      created.push(objectUrl);
      urlsOfTest.set(objectUrl, revoked);
      return objectUrl;
    }),
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    value: vi.fn((objectUrl: string) => {
      urlsOfTest.get(objectUrl)?.push(objectUrl);
    }),
  });

  return { paths, created, revoked };
}

function json(answer: MockAnswer): Response {
  return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
}
