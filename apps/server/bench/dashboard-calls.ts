// The calls the browser makes when the home dashboard opens (apps/web/src/app/routes/home-route.tsx
// and its cards): the lists, the Gallery quota, 4 photos and their 240 px thumbnails, and the
// device picture (product fetch, then one image).

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: object;
}

/** The calls whose paths are the same for every account. */
const FIXED_CALLS: readonly Call[] = [
  { method: 'GET', path: '/api/quota/v3/usage' },
  { method: 'GET', path: '/api/backup/v4/devices?view=summary&limit=100' },
  { method: 'GET', path: '/api/ctb/csweb/backups' },
  { method: 'GET', path: '/api/device-context/v1/devices?view=summary&limit=100' },
  { method: 'GET', path: '/api/odi/v2/link/status' },
  { method: 'GET', path: '/api/kps/v2/manage/groups' },
  { method: 'GET', path: '/api/lgi/eos/v1/task/incompleted' },
  { method: 'GET', path: '/api/odi/v2/quota/gallery' },
  { method: 'GET', path: '/api/media/v1/photos?count=4' },
];

/** The product the dashboard's newest backup is shown with (every bench account's main phone). */
const PRODUCT_FETCH: Call = { method: 'POST', path: '/api/pki/v2/products/fetch', body: { modelCodes: ['CP-P9100'], modelNames: ['P9100'] } };

/**
 * Every dashboard call of one user, in the order the cards make them: the photo and picture
 * paths are read from the server as the browser reads them.
 */
export async function dashboardCallsOf(url: string, cookie: string): Promise<Call[]> {
  const headers = { cookie, 'x-portal-client': 'cloud-portal-web', 'content-type': 'application/json' };
  const photos = await fetch(`${url}/api/media/v1/photos?count=4`, { headers });
  const { list } = (await photos.json()) as { list: Array<{ photoId: string }> };
  const products = await fetch(`${url}${PRODUCT_FETCH.path}`, { method: 'POST', headers, body: JSON.stringify(PRODUCT_FETCH.body) });
  const picture = ((await products.json()) as { products: Array<{ images: Array<{ file: { downloadApi: string } }> }> }).products[0]?.images[0]?.file.downloadApi;
  if (!picture) throw new Error('the product catalogue has no picture of the main phone');
  return [
    ...FIXED_CALLS,
    ...list.slice(0, 4).map((photo): Call => ({ method: 'GET', path: `/api/media/v1/photos/${photo.photoId}/thumbnail?size=240` })),
    PRODUCT_FETCH,
    { method: 'GET', path: picture },
  ];
}
