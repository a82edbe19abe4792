import type { ProductsResponse } from '@cloud-portal/contract/products';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, webClientHeaders } from '../../../test/test-app';
import { useTestAppOfTwoAccounts } from '../../../test/use-test-app-of-two-accounts';
import { signInTestAccount, type SignedInTestAccount } from '../../../test/test-accounts';
import { useDatabaseInFolder } from '../../../test/use-database-in-folder';
import { productImages, products } from '../../db/schema';
import { upsertProduct } from './products-service';

const svg = (label: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>${label}</title><rect width="10" height="10"/></svg>`);

describe('product routes', () => {
  const { testApp, alice, bob } = useTestAppOfTwoAccounts();
  let png: Buffer;

  beforeAll(async () => {
    const { db } = testApp.database;
    png = await sharp({ create: { width: 4, height: 4, channels: 4, background: '#0381FE' } }).png().toBuffer();
    await upsertProduct(db, { modelCode: 'T-PHONE', modelName: 'TP1', marketingName: 'Test Phone', image: { contentType: 'image/svg+xml', data: svg('phone') } });
    await upsertProduct(db, { modelCode: 'T-TAB', modelName: 'TT1', marketingName: 'Test Tab', image: { contentType: 'image/png', data: png } });
    await upsertProduct(db, { modelCode: 'T-BARE', modelName: 'TB1', marketingName: 'Test Without Picture', image: null });
  });

  const fetchProducts = (account: SignedInTestAccount | null, body: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/pki/v2/products/fetch',
      headers: { ...webClientHeaders, 'content-type': 'application/json' },
      cookies: account ? { portal_session: account.sessionToken } : {},
      payload: JSON.stringify(body),
    });

  async function downloadApiOf(modelCode: string): Promise<string> {
    const { products: found } = (await fetchProducts(alice, { modelCodes: [modelCode], modelNames: [] })).json<ProductsResponse>();
    return found[0]!.images[0]!.file.downloadApi;
  }

  const getImage = (account: SignedInTestAccount | null, url: string) =>
    testApp.app.inject({ method: 'GET', url, headers: webClientHeaders, cookies: account ? { portal_session: account.sessionToken } : {} });

  describe('POST /api/pki/v2/products/fetch', () => {
    it('answers the products matching a model code or name, each once, unknown models left out', async () => {
      const response = await fetchProducts(alice, { modelCodes: ['T-PHONE', 'NOPE', 'T-PHONE'], modelNames: ['TP1', 'TT1', 'ZZ9'] });
      expect(response.statusCode).toBe(200);
      const body = response.json<ProductsResponse>();
      expect(body.products.map((product) => product.modelCode)).toEqual(['T-PHONE', 'T-TAB']);
      expect(body.products[0]).toEqual({
        modelCode: 'T-PHONE',
        modelName: 'TP1',
        marketingName: 'Test Phone',
        images: [{ file: { downloadApi: expect.stringMatching(/^\/api\/pki\/v2\/images\/[0-9a-f]{32}$/) } }],
      });
    });

    it('answers a product without a picture with no images, and nothing for empty lists', async () => {
      expect((await fetchProducts(alice, { modelCodes: ['T-BARE'], modelNames: [] })).json()).toEqual({
        products: [{ modelCode: 'T-BARE', modelName: 'TB1', marketingName: 'Test Without Picture', images: [] }],
      });
      expect((await fetchProducts(alice, { modelCodes: [], modelNames: [] })).json()).toEqual({ products: [] });
    });

    it('answers every account the same catalogue', async () => {
      const body = { modelCodes: ['T-PHONE', 'T-TAB'], modelNames: [] };
      expect((await fetchProducts(bob, body)).json()).toEqual((await fetchProducts(alice, body)).json());
    });

    it.each([
      ['too many model codes', { modelCodes: Array.from({ length: 51 }, (_, index) => `M${index}`), modelNames: [] }],
      ['too many model names', { modelCodes: [], modelNames: Array.from({ length: 51 }, (_, index) => `M${index}`) }],
      ['a list that is not a list', { modelCodes: 'T-PHONE', modelNames: [] }],
      ['a model that is not text', { modelCodes: [42], modelNames: [] }],
      ['an empty model', { modelCodes: [''], modelNames: [] }],
      ['an overlong model', { modelCodes: ['M'.repeat(65)], modelNames: [] }],
      ['a missing list', { modelCodes: ['T-PHONE'] }],
      ['an unknown property', { modelCodes: [], modelNames: [], models: [] }],
      ['a body that is not an object', ['T-PHONE']],
    ])('answers 400 for %s', async (_label, body) => {
      const response = await fetchProducts(alice, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ rcode: Rcodes.INVALID_REQUEST.rcode });
    });

    it('answers 401 without a session', async () => {
      const response = await fetchProducts(null, { modelCodes: ['T-PHONE'], modelNames: [] });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ rcode: Rcodes.SESSION_REQUIRED.rcode });
    });
  });

  describe('GET /api/pki/v2/images/:imageId', () => {
    it('answers the image bytes with their content type and a private one-day cache', async () => {
      const svgResponse = await getImage(alice, await downloadApiOf('T-PHONE'));
      expect(svgResponse.statusCode).toBe(200);
      expect(svgResponse.headers['content-type']).toBe('image/svg+xml');
      expect(svgResponse.headers['cache-control']).toBe('private, max-age=86400');
      // An SVG opened on its own may run or load nothing.
      expect(svgResponse.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      expect(svgResponse.rawPayload.equals(svg('phone'))).toBe(true);

      const pngResponse = await getImage(bob, await downloadApiOf('T-TAB'));
      expect(pngResponse.statusCode).toBe(200);
      expect(pngResponse.headers['content-type']).toBe('image/png');
      expect(pngResponse.rawPayload.equals(png)).toBe(true);
    });

    it('answers 404 for an unknown image, 400 for a malformed id and 401 without a session', async () => {
      const unknown = await getImage(alice, '/api/pki/v2/images/0123456789abcdef0123456789abcdef');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ rcode: Rcodes.NOT_FOUND.rcode });
      const malformed = await getImage(alice, '/api/pki/v2/images/not.an.id');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ rcode: Rcodes.INVALID_REQUEST.rcode });
      const signedOut = await getImage(null, await downloadApiOf('T-PHONE'));
      expect(signedOut.statusCode).toBe(401);
    });
  });

  describe('upsertProduct', () => {
    it('changes nothing when run again with the same data', async () => {
      const { db } = testApp.database;
      const catalogue = async () => ({
        products: await db.select().from(products).orderBy(products.modelCode),
        imageIds: await db.select({ id: productImages.id }).from(productImages).orderBy(productImages.id),
      });
      const before = await catalogue();
      await upsertProduct(db, { modelCode: 'T-PHONE', modelName: 'TP1', marketingName: 'Test Phone', image: { contentType: 'image/svg+xml', data: svg('phone') } });
      expect(await catalogue()).toEqual(before);
    });

    it('gives a changed picture a new address and removes the old one, even where it was kept', async () => {
      const { db } = testApp.database;
      await upsertProduct(db, { modelCode: 'T-WATCH', modelName: 'TW1', marketingName: 'Test Watch', image: { contentType: 'image/svg+xml', data: svg('watch 1') } });
      const oldAddress = await downloadApiOf('T-WATCH');
      // Asked for once before the change, so the server has it kept (product-catalogue.ts).
      expect((await getImage(alice, oldAddress)).statusCode).toBe(200);
      await upsertProduct(db, { modelCode: 'T-WATCH', modelName: 'TW1', marketingName: 'Test Watch 2', image: { contentType: 'image/svg+xml', data: svg('watch 2') } });
      const newAddress = await downloadApiOf('T-WATCH');
      expect(newAddress).not.toBe(oldAddress);
      expect((await getImage(alice, oldAddress)).statusCode).toBe(404);
      expect((await getImage(alice, newAddress)).rawPayload.equals(svg('watch 2'))).toBe(true);
    });

    it('refuses image bytes that do not match their content type', async () => {
      const { db } = testApp.database;
      await expect(
        upsertProduct(db, { modelCode: 'T-ODD', modelName: 'TO1', marketingName: 'Odd', image: { contentType: 'image/png', data: svg('not a png') } }),
      ).rejects.toThrow('not image/png');
      await expect(
        upsertProduct(db, { modelCode: 'T-ODD', modelName: 'TO1', marketingName: 'Odd', image: { contentType: 'image/svg+xml', data: png } }),
      ).rejects.toThrow('not image/svg+xml');
      expect((await fetchProducts(alice, { modelCodes: ['T-ODD'], modelNames: [] })).json()).toEqual({ products: [] });
    });
  });
});

/** Opening a file-backed PGlite twice takes a while on a busy 2-core machine. */
const RESTART_TEST_TIMEOUT_MS = 120_000;

describe('the product catalogue survives a restart', () => {
  const folder = useDatabaseInFolder('portal-products-');

  it('answers the same products and images after the database is closed and reopened', async () => {
    const { testDatabase } = folder;
    const first = await createTestApp({ testDatabase });
    const account = await signInTestAccount(first.database.db);
    await upsertProduct(first.database.db, { modelCode: 'T-KEEP', modelName: 'TK1', marketingName: 'Kept', image: { contentType: 'image/svg+xml', data: svg('kept') } });
    await first.close();

    const second = await createTestApp({ testDatabase });
    const request = { headers: webClientHeaders, cookies: { portal_session: account.sessionToken } };
    const fetched = await second.app.inject({ ...request, method: 'POST', url: '/api/pki/v2/products/fetch', payload: { modelCodes: ['T-KEEP'], modelNames: [] } });
    const [product] = fetched.json<ProductsResponse>().products;
    const image = await second.app.inject({ ...request, method: 'GET', url: product!.images[0]!.file.downloadApi });
    await second.close();
    expect(product!.marketingName).toBe('Kept');
    expect(image.rawPayload.equals(svg('kept'))).toBe(true);
  }, RESTART_TEST_TIMEOUT_MS);
});
